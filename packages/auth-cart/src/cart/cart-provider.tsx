import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  addToCart, checkoutCart, clearCart as clearRemoteCart, removeFromCart, setCartQuantity, subscribeCart, type CartLine, type MenuItem, type PlacedOrder,
} from '@thali/firebase-data';
import { DELIVERY_FEE, orderCartTotals, type KitchenTotals, type OrderDelivery, type OrderSlot } from '@thali/firebase-data/logic';
import { useAuth } from '../auth/auth-provider';
import { t } from './messages';

/** The delivery fee of one kitchen's order (@thali/domain's, as the rules check it). */
export { DELIVERY_FEE };

/** A basket line as the data package reads it (CartLine), of which only id, price and quantity are required. */
export type CartItem = Pick<CartLine, 'id' | 'price' | 'quantity'> & Partial<Omit<CartLine, 'id' | 'price' | 'quantity'>>;

type Addable = Pick<MenuItem, 'id' | 'price'> & Partial<Pick<MenuItem, 'providerId' | 'name' | 'description' | 'imageUrl'>>;

export interface CartValue {
  items: CartLine[];
  /** True while the signed-in user's basket is first loading. */
  loading: boolean;
  totalItems: number;
  /** the dishes of every kitchen */
  subtotal: number;
  /** one DELIVERY_FEE per kitchen in the basket (0 when empty) */
  deliveryFee: number;
  /** what the customer pays for all of the basket's orders */
  total: number;
  /** the basket by kitchen, as checkout places it: one order each, with its lines, their sum, its fee and its total */
  kitchens: KitchenTotals<CartLine>[];
  /**
   * Adds `quantity` (default 1), merging with a line already there, up to MAX_QUANTITY (50) a line. Resolves true once
   * written; false if ignored (a full line, too) or failed.
   */
  addItem: (item: Addable | MenuItem | CartLine, quantity?: number) => Promise<boolean>;
  removeItem: (id: string) => Promise<boolean>;
  /** Ignored below 1; capped at MAX_QUANTITY (50), as the database accepts. */
  updateQuantity: (id: string, quantity: number) => Promise<boolean>;
  clearCart: () => Promise<boolean>;
  /**
   * Places one order per kitchen of the basket (issue 37), each delivered to `delivery.place` with its note, the
   * customer's name and mobile, for its kitchen's slot in `slots` (issue 40, by kitchen id); resolves with the placed
   * orders (number, kitchen, total). Rejects ('Please login to proceed.' when signed out, the data package's errors for
   * a bad delivery, an address a kitchen does not serve, a basket under a kitchen's minimum or a slot no longer
   * offered, else the write error). Lines whose id is in `leaveOut` (items no longer on the menu) are not ordered and
   * stay in the basket.
   */
  checkout: (delivery: OrderDelivery, slots: Record<string, OrderSlot>, leaveOut?: readonly string[]) => Promise<PlacedOrder[]>;
}

export const CartContext = createContext<CartValue | null>(null);

/**
 * Basket totals, grouped by kitchen as checkout places them (orderCartTotals: one order and one DELIVERY_FEE per
 * kitchen): `subtotal` the dishes, `deliveryFee` the fees, `total` what all the orders cost. Missing prices or
 * quantities count as 0; an empty basket costs nothing.
 */
export function cartTotals<T extends Pick<CartItem, 'price' | 'quantity'> & { providerId?: string }>(items: T[]) {
  const clean = items.map((i) => ({ ...i, providerId: i.providerId ?? '', price: Number(i.price) || 0, quantity: Number(i.quantity) || 0 }));
  const totals = orderCartTotals(clean);
  const totalItems = clean.reduce((sum, i) => sum + i.quantity, 0);
  return {
    subtotal: totals.itemsTotal, totalItems, deliveryFee: totals.fees, total: totals.total,
    kitchens: totals.kitchens.map((k) => ({ ...k, lines: k.lines.map((l) => items[clean.indexOf(l)]!) })),
  };
}

/**
 * The basket: empty when signed out, live-loaded on sign-in (every tab of the user sees the same
 * basket), and the shown state changes only after a remote write succeeded: while one of this tab's writes
 * is in flight, the database SDK's optimistic snapshots are held back and the confirmed one is shown after.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { user, status, pendingUid } = useAuth();
  // Read from the moment Auth names the account, while the guards still wait for its role: the basket's read goes out
  // with the role's (it shows once the check is done, below).
  const uid = user?.uid ?? pendingUid ?? null;
  const [items, setItems] = useState<CartLine[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef<CartLine[]>([]);
  const inFlight = useRef(0);
  const session = useRef(0);

  useEffect(() => {
    const mine = ++session.current;
    latest.current = [];
    inFlight.current = 0;
    setItems([]);
    if (!uid) {
      setLoading(false);
      return undefined;
    }
    setLoading(true);
    const stop = subscribeCart({
      uid,
      onData: (lines) => {
        if (mine !== session.current) return;
        latest.current = lines;
        if (inFlight.current === 0) setItems(lines);
        setLoading(false);
      },
      onError: (error) => {
        console.error('[cart] could not load the basket', error);
        if (mine === session.current) setLoading(false);
      },
    });
    return () => stop();
  }, [uid]);

  /** Run a remote write; the shown basket is refreshed from the database once it settled. */
  const write = useCallback(async <T,>(op: () => Promise<T>): Promise<T> => {
    const mine = session.current;
    inFlight.current += 1;
    try {
      return await op();
    } finally {
      if (mine === session.current) {
        inFlight.current -= 1;
        if (inFlight.current === 0) setItems(latest.current);
      }
    }
  }, []);

  const quietly = useCallback(async (what: string, op: () => Promise<unknown>): Promise<boolean> => {
    try {
      const result = await write(op);
      return result !== false && result !== null;
    } catch (error) {
      // Basket errors show no user message.
      console.error(`[cart] ${what} failed`, error);
      return false;
    }
  }, [write]);

  const addItem = useCallback((item: Addable | MenuItem | CartLine, quantity = 1) => {
    if (!uid || !item?.id) return Promise.resolve(false);
    return quietly('add', () => addToCart(uid, item, quantity));
  }, [uid, quietly]);

  const removeItem = useCallback((id: string) => {
    if (!uid || !id) return Promise.resolve(false);
    return quietly('remove', async () => { await removeFromCart(uid, id); return true; });
  }, [uid, quietly]);

  const updateQuantity = useCallback((id: string, quantity: number) => {
    if (!uid || !id || !(Number(quantity) >= 1)) return Promise.resolve(false);
    return quietly('update', () => setCartQuantity(uid, id, quantity));
  }, [uid, quietly]);

  const clearCart = useCallback(() => {
    if (!uid) return Promise.resolve(false);
    return quietly('clear', async () => { await clearRemoteCart(uid); return true; });
  }, [uid, quietly]);

  const checkout = useCallback(async (delivery: OrderDelivery, slots: Record<string, OrderSlot>, leaveOut: readonly string[] = []) => {
    if (!uid) throw new Error(t('loginToProceed'));
    const lines = latest.current.filter((line) => !leaveOut.includes(line.id));
    if (lines.length === 0) return [];
    return write(() => checkoutCart(uid, lines, delivery, slots));
  }, [uid, write]);

  const value = useMemo<CartValue>(() => ({
    items: status === 'signed-in' ? items : [],
    loading: status === 'loading' || loading,
    ...cartTotals(status === 'signed-in' ? items : []),
    addItem, removeItem, updateQuantity, clearCart, checkout,
  }), [status, items, loading, addItem, removeItem, updateQuantity, clearCart, checkout]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used within a CartProvider');
  return value;
}
