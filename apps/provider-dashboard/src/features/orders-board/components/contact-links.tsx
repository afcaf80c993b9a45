import styled from 'styled-components';
import { parsePhone, telLink, whatsAppLink } from '@thali/domain/phones';
import { useT } from '../messages';

const Links = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/**
 * The customer's number with a Call link, and a WhatsApp link (message naming the order) for a mobile. A number that
 * is not one (an older order's) shows as written, without links. Without a name the links say "the customer".
 */
export function ContactLinks({ phone, name, orderLabel }: { phone: string; name: string; orderLabel: string }) {
  const t = useT();
  const named = name ? 'yes' : 'no';
  const parsed = parsePhone(phone);
  if (!parsed) return <>{phone}</>;
  const call = telLink(parsed);
  // the message the kitchen sends, in its language (it can edit it in WhatsApp before sending)
  const chat = whatsAppLink(parsed, t('contact.chatText', { label: orderLabel }));
  return (
    <>
      <span>{parsed.display}</span>{' '}
      <Links>
        {call ? (
          <a href={call} aria-label={t('contact.callLabel', { named, name, phone: parsed.display })}>
            {t('contact.call')}
          </a>
        ) : null}
        {chat ? (
          <a href={chat} target="_blank" rel="noreferrer" aria-label={t('contact.whatsAppLabel', { named, name, label: orderLabel })}>
            {t('contact.whatsApp')}
          </a>
        ) : null}
      </Links>
    </>
  );
}
