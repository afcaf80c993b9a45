export { readConfig, DEMO_PROJECT_ID, type FirebaseRuntimeConfig } from './config';
export { firebase, createFirebase, deleteFirebase, type FirebaseServices } from './app';
export {
  CATEGORIES, DEFAULT_ADDRESS, DEFAULT_CUISINE, DEFAULT_PHONE, reportInvalidRecord,
  type Role, type Category, type OrderStatus, type UserProfile, type Provider, type MenuItem, type CartLine, type Order,
  type ProviderStats, type FieldErrors,
} from './model';
// auth
export { subscribeAuth, type SessionUser } from './auth/subscribe-auth';
export { signUp, type SignUpInput, type SignUpOptions } from './auth/sign-up';
export { signIn } from './auth/sign-in';
export { signOut } from './auth/sign-out';
export { readRole } from './auth/read-role';
export {
  loginErrorMessage, signupError, isRetryableSignupError, rewriteSignupError, SignupError, LOGIN_MESSAGES, SIGNUP_TEXTS,
  type SignupErrorKind,
} from './auth/auth-errors';
export { withRetry, backoffDelay, SIGNUP_RETRY } from './auth/retry';
export { authEndpoint, probeReachability } from './auth/reachability';
export { handleTokenError } from './auth/token-refresh';
// profile
export { getUserProfile } from './profile/get-user-profile';
export { updateUserProfile, type ProfileChanges } from './profile/update-user-profile';
// providers
export { listProviders } from './providers/list-providers';
export { subscribeProviders } from './providers/subscribe-providers';
export { getProvider } from './providers/get-provider';
// menu
export { listMenuItems } from './menu/list-menu-items';
export { subscribeMenuItems } from './menu/subscribe-menu-items';
export { validateMenuItem, MENU_ITEM_MESSAGES, MENU_ITEM_LIMITS, type MenuItemInput, type MenuItemField } from './menu/validate-menu-item';
export { addMenuItem, MenuItemValidationError } from './menu/add-menu-item';
// cart
export { subscribeCart } from './cart/subscribe-cart';
export { loadCart } from './cart/load-cart';
export { addToCart } from './cart/add-to-cart';
export { setCartQuantity } from './cart/set-cart-quantity';
export { removeFromCart } from './cart/remove-from-cart';
export { clearCart } from './cart/clear-cart';
// orders and stats
export { placeOrder } from './orders/place-order';
export { checkoutCart } from './orders/checkout-cart';
export { MAX_LINES_PER_PROVIDER, TooManyLinesError } from './orders/order-writes';
export { subscribeCustomerOrders } from './orders/subscribe-customer-orders';
export { subscribeProviderOrders, RECENT_ORDERS } from './orders/subscribe-provider-orders';
export { updateOrderStatus } from './orders/update-order-status';
export { subscribeStats, ZERO_STATS } from './stats/subscribe-stats';
export { monthKey, monthStart } from './stats/month-key';
