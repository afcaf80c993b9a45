import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth, useCart } from '@thali/auth-cart';
import { loginRedirectFrom, paths } from '@thali/contract';
import { placeOrder, type MenuItem } from '@thali/firebase-data';
import { type OrderDelivery, type OrderSlot } from '@thali/firebase-data/logic';
import { useToast } from '@thali/ui';
import { t } from '../messages';

export const ORDER_TOAST_MS = 3000;

/**
 * Add to Basket and Buy Now (after its delivery step; then on to the new order in My Orders) for the menu page. Signed out, both go to /login carrying this page
 * (with its tab) as `from`, so signing in comes back here. Each resolves to false when it redirected
 * (or, for the basket, when the write was ignored or failed: the menu shows no message for that).
 */
export function useMenuActions() {
  const { status, user } = useAuth();
  const { addItem } = useCart();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const uid = status === 'signed-in' ? (user?.uid ?? null) : null;

  const requireUid = useCallback(() => {
    if (uid) return uid;
    navigate(paths.login(), { state: loginRedirectFrom(location) });
    return null;
  }, [uid, navigate, location]);

  const addToBasket = useCallback(
    async (item: MenuItem, quantity: number) => {
      if (!requireUid()) return false;
      // The basket provider's addItem (not the data package directly), so the top bar's badge follows.
      if (!(await addItem(item, quantity))) return false;
      toast.show(t('toast.added'));
      return true;
    },
    [requireUid, addItem, toast],
  );

  const buyNow = useCallback(
    async (item: MenuItem, quantity: number, delivery: OrderDelivery, slot: OrderSlot) => {
      const signedIn = requireUid();
      if (!signedIn) return false;
      const placed = await placeOrder(signedIn, item, quantity, delivery, slot);
      toast.show(t('toast.ordered'), { durationMs: ORDER_TOAST_MS });
      // to the new order on My Orders (the shell scrolls to its card; the card confirms it and says how to pay)
      navigate(`${paths.orders()}#order-${placed.id}`, { state: { placed: [placed] } });
      return true;
    },
    [requireUid, toast, navigate],
  );

  /** Buy Now's first step: signed out it goes to /login (false); signed in, the delivery form may open. */
  const startBuy = useCallback(() => requireUid() !== null, [requireUid]);

  return { addToBasket, buyNow, startBuy, uid, authReady: status !== 'loading' };
}
