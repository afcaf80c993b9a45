import { useEffect, useMemo, useState } from 'react';
import { cartTotals, useCart, useAuth } from '@thali/auth-cart';
import { checkoutCart, removeFromCart, setCartQuantity, subscribeCart, type CartLine } from '@thali/firebase-data';

/** What the basket page needs from useCart() (API.md). */
export interface Basket {
  items: CartLine[];
  loading: boolean;
  subtotal: number;
  deliveryFee: number;
  total: number;
  removeItem: (id: string) => Promise<void>;
  updateQuantity: (id: string, quantity: number) => Promise<void>;
  checkout: () => Promise<string[]>;
}

type Provided = ReturnType<typeof useCart> & Partial<Basket>;

/**
 * The portal's basket (useCart). Until the auth/cart package's provider carries the basket operations
 * (API.md), the page keeps its own live view of users/{uid}/cart through the data package instead, so
 * it works against either version of the provider.
 */
export function useBasket(): Basket {
  const provided = useCart() as Provided;
  const { user } = useAuth();
  const uid = user?.uid ?? '';
  const complete = typeof provided.checkout === 'function' && typeof provided.updateQuantity === 'function';
  const [own, setOwn] = useState<{ uid: string; lines: CartLine[] } | null>(null);

  useEffect(() => {
    if (complete || !uid) return undefined;
    return subscribeCart(
      uid,
      (lines) => setOwn({ uid, lines }),
      () => setOwn({ uid, lines: [] }),
    );
  }, [complete, uid]);

  return useMemo<Basket>(() => {
    if (complete) {
      return {
        items: provided.items as CartLine[],
        loading: Boolean(provided.loading),
        subtotal: provided.subtotal,
        deliveryFee: provided.deliveryFee,
        total: provided.total,
        removeItem: provided.removeItem as Basket['removeItem'],
        updateQuantity: provided.updateQuantity as Basket['updateQuantity'],
        checkout: provided.checkout as Basket['checkout'],
      };
    }
    const lines = own && own.uid === uid ? own.lines : [];
    return {
      items: lines,
      loading: Boolean(uid) && (!own || own.uid !== uid),
      ...cartTotals(lines),
      removeItem: (id) => removeFromCart(uid, id),
      updateQuantity: async (id, quantity) => {
        if (quantity >= 1) await setCartQuantity(uid, id, quantity);
      },
      checkout: () => checkoutCart(uid, lines),
    };
  }, [complete, provided, own, uid]);
}
