import styled from 'styled-components';
import { orderChatText, parsePhone, telLink, whatsAppLink } from '@thali/domain/phones';

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
 * is not one (an older order's) shows as written, without links.
 */
export function ContactLinks({ phone, name, orderLabel }: { phone: string; name: string; orderLabel: string }) {
  const parsed = parsePhone(phone);
  if (!parsed) return <>{phone}</>;
  const call = telLink(parsed);
  const chat = whatsAppLink(parsed, orderChatText(orderLabel, 'kitchen'));
  return (
    <>
      <span>{parsed.display}</span>{' '}
      <Links>
        {call ? (
          <a href={call} aria-label={`Call ${name} on ${parsed.display}`}>
            Call
          </a>
        ) : null}
        {chat ? (
          <a href={chat} target="_blank" rel="noreferrer" aria-label={`WhatsApp ${name} about order ${orderLabel} (opens in a new tab)`}>
            WhatsApp
          </a>
        ) : null}
      </Links>
    </>
  );
}
