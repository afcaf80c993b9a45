export { AuthProvider, AuthContext, useAuth, type AuthValue, type AuthStatus } from './auth/auth-provider';
export { CartProvider, CartContext, useCart, cartTotals, DELIVERY_FEE, type CartItem, type CartValue } from './cart/cart-provider';
export { SessionProviders } from './session-providers';
export { formatPrice } from './format-price';
export { PortalProviders } from './portal-providers';
export { useLiveQuery, type LiveQueryOptions } from './live/use-live-query';
export { useQueryOnce, type QueryOnceOptions } from './live/use-query-once';
export { fetchOnce, peek as peekQuery, type LiveSource } from './live/query-cache';
export type { QueryResult, QueryStatus, QueryKey } from './live/query-result';
