import type { ReactNode } from 'react';
import { AuthProvider } from './auth/auth-provider';
import { CartProvider } from './cart/cart-provider';

/** Auth and basket, in the order they depend on each other. */
export function SessionProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <CartProvider>{children}</CartProvider>
    </AuthProvider>
  );
}
