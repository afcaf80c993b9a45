import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCart } from '@thali/auth-cart';
import { listMenuItems, type Order } from '@thali/firebase-data';
import { Button } from '@thali/ui';
import { useMutation } from '@thali/ui/mutation';
import { useT } from '../messages';
import { orderTitle } from '../utils/group-orders';

/** Why no dish went into the basket: said as it is. */
class NotAdded extends Error {}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  p { margin: 0; color: ${({ theme }) => theme.colors.danger}; font-weight: 600; }
`;

/**
 * "Order again" on a delivered order: its dishes that are still on the kitchen's menu go back into the basket, at
 * today's price (the basket shows it, and checkout is judged by it), in the quantities ordered, and the basket opens.
 * Dishes the kitchen has taken off the menu are named and left out; when none is left the basket does not open.
 */
export function OrderAgain({ order }: { order: Order }) {
  const t = useT();
  const { addItem } = useCart();
  const navigate = useNavigate();
  const again = useMutation({
    run: async () => {
      const menu = await listMenuItems(order.providerId);
      const onMenu = order.lines.map((line) => ({ line, item: menu.find((i) => i.id === line.itemId && i.status === 'active') }));
      const gone = onMenu.filter((x) => !x.item).map((x) => x.line.itemName);
      const added = [];
      for (const { line, item } of onMenu) if (item) added.push(await addItem(item, line.quantity));
      if (added.length === 0) throw new NotAdded(t('again.noneLeft'));
      if (!added.some(Boolean)) throw new NotAdded(t('again.failed'));
      return gone;
    },
    // the basket says which dishes were left out, so the customer is not surprised there
    onSuccess: (gone) => navigate('/cart', gone.length > 0 ? { state: { notice: t('again.gone', { dishes: gone.join(', ') }) } } : undefined),
    errorMessage: (e) => (e instanceof NotAdded ? e.message : t('again.failed')),
    onError: (e) => {
      if (!(e instanceof NotAdded)) console.warn('[customer-account] order again failed', e);
    },
  });
  // Once the dishes are in, the button stays busy while the basket opens.
  const busy = again.status === 'busy' || again.status === 'success';

  return (
    <Box>
      <Button type="button" $variant="secondary" disabled={busy} aria-label={t('again.label', { order: orderTitle(order) })} onClick={() => void again.start()}>
        {busy ? t('again.adding') : t('again.button')}
      </Button>
      {again.error ? <p role="alert">{again.error}</p> : null}
    </Box>
  );
}
