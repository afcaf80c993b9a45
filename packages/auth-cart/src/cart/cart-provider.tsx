import { createContext, useContext, useMemo, type ReactNode } from 'react';

export const DELIVERY_FEE = 40;

export interface CartItem {
  id: string;
  providerId?: string;
  name?: string;
  description?: string;
  price: number;
  imageUrl?: string;
  quantity: number;
  addedAt?: number;
}

export interface CartValue {
  items: CartItem[];
  totalItems: number;
  subtotal: number;
  deliveryFee: number;
  total: number;
}

export const CartContext = createContext<CartValue | null>(null);

/** Totals per spec §9: missing prices or quantities count as 0. */
export function cartTotals(items: CartItem[]) {
  const subtotal = items.reduce((sum, i) => sum + (Number(i.price) || 0) * (Number(i.quantity) || 0), 0);
  const totalItems = items.reduce((sum, i) => sum + (Number(i.quantity) || 0), 0);
  return { subtotal, totalItems, deliveryFee: DELIVERY_FEE, total: subtotal + DELIVERY_FEE };
}

// The basket's remote operations arrive with the data-access issue; this provider already
// exposes the totals every app reads (the top bar's badge among them).
export function CartProvider({ children }: { children: ReactNode }) {
  const value = useMemo<CartValue>(() => ({ items: [], ...cartTotals([]) }), []);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used within a CartProvider');
  return value;
}
