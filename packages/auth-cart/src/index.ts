export { AuthProvider, AuthContext, useAuth, type AuthValue, type AuthStatus } from './auth/auth-provider';
export { CartProvider, CartContext, useCart, cartTotals, DELIVERY_FEE, type CartItem, type CartValue } from './cart/cart-provider';
export { SessionProviders } from './session-providers';
export { formatPrice } from './format-price';
export { PortalProviders } from './portal-providers';
