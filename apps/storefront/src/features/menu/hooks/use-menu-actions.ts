import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth, useCart, type CartValue } from '@thali/auth-cart';
import { addToCart, placeOrder, type MenuItem } from '@thali/firebase-data';
import { useToast } from '@thali/ui';

/** useCart() as API.md describes it; the addItem operation may not have landed in the package yet. */
type CartWithAdd = CartValue & { addItem?: (item: MenuItem, quantity?: number) => Promise<unknown> };

export const ADDED_TOAST = 'Added to cart!';
export const ORDERED_TOAST = 'Order placed successfully!';
export const ORDER_TOAST_MS = 3000;

/**
 * Add to Basket and Buy Now for the menu page. Signed out, both go to /login carrying this page
 * (with its tab) as `from`, so signing in comes back here. Each resolves to false when it redirected.
 */
export function useMenuActions() {
  const { status, user } = useAuth();
  const cart = useCart() as CartWithAdd;
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const { addItem } = cart;
  const uid = status === 'signed-in' ? (user?.uid ?? null) : null;

  const requireUid = useCallback(() => {
    if (uid) return uid;
    navigate('/login', { state: { from: location } });
    return null;
  }, [uid, navigate, location]);

  const addToBasket = useCallback(
    async (item: MenuItem, quantity: number) => {
      const signedIn = requireUid();
      if (!signedIn) return false;
      // The cart provider's addItem updates the basket badge; until it exists, write through the
      // data package and let the provider's live cart subscription pick the change up.
      if (addItem) await addItem(item, quantity);
      else await addToCart(signedIn, item, quantity);
      toast.show(ADDED_TOAST);
      return true;
    },
    [requireUid, addItem, toast],
  );

  const buyNow = useCallback(
    async (item: MenuItem, quantity: number) => {
      const signedIn = requireUid();
      if (!signedIn) return false;
      await placeOrder(signedIn, item, quantity);
      toast.show(ORDERED_TOAST, { durationMs: ORDER_TOAST_MS });
      return true;
    },
    [requireUid, toast],
  );

  return { addToBasket, buyNow, authReady: status !== 'loading' };
}
