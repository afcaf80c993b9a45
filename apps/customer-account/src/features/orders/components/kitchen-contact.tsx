import styled from 'styled-components';
import type { Order } from '@thali/firebase-data';
import { orderChatText, parsePhone, telLink, whatsAppLink } from '@thali/domain/phones';
import { Button } from '@thali/ui';
import { useT } from '../messages';
import { formatOrderDate, orderTitle } from '../utils/group-orders';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  p { margin: 0; flex: 1 1 100%; overflow-wrap: anywhere; }
`;

/**
 * The kitchen's phone on the customer's order, with Call (tel:) and, for a mobile, WhatsApp (wa.me, the message
 * naming the order number); nothing when the kitchen gave no number it can be reached on.
 */
export function KitchenContact({ order, kitchenName, phone }: { order: Order; kitchenName: string; phone: string }) {
  const t = useT();
  const parsed = parsePhone(phone);
  if (!parsed) return null;
  const call = telLink(parsed);
  const chat = whatsAppLink(parsed, order.orderNumber ? orderChatText(order.orderNumber, 'customer') : t('contact.chatByDate', { date: formatOrderDate(order.timestamp) }));
  return (
    <Row>
      <p>{t.rich('contact.phone', { phone: (number) => <strong>{number}</strong> }, { phone: parsed.display })}</p>
      {call ? (
        <Button as="a" href={call} $variant="secondary" aria-label={t('contact.callLabel', { kitchen: kitchenName, order: orderTitle(order) })}>
          {t('contact.call')}
        </Button>
      ) : null}
      {chat ? (
        <Button as="a" href={chat} target="_blank" rel="noopener noreferrer" $variant="secondary"
          aria-label={t('contact.whatsAppLabel', { kitchen: kitchenName, order: orderTitle(order) })}>
          {t('contact.whatsApp')}
        </Button>
      ) : null}
    </Row>
  );
}
