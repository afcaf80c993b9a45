// The public API. Constants, texts, validation and types are plain modules; every use case that needs the
// Firebase SDK is a thin wrapper that loads impl.ts on first call (see lazy.ts), so importing this package
// costs a few kilobytes and the SDK arrives after the first paint. Tests and tools that need the services
// themselves import '@thali/firebase-data/testing'.
import { lazyCall, lazySubscription } from './lazy';

export type { FirebaseRuntimeConfig } from './config';
export type { FirebaseServices } from './app';
export type { SubscriptionOptions, Unsubscribe } from './subscription';
export {
  CATEGORIES, DEFAULT_ADDRESS, DEFAULT_CUISINE, DEFAULT_PHONE,
  type Role, type Category, type OrderStatus, type UserProfile, type Provider, type MenuItem, type CartLine, type Order,
  type ProviderStats, type FieldErrors,
} from './model';
export type { SessionUser } from './auth/subscribe-auth';
export type { SignUpInput, SignUpOptions } from './auth/sign-up';
export type { ProfileChanges } from './profile/update-user-profile';
export {
  loginErrorMessage, signupError, isRetryableSignupError, rewriteSignupError, SignupError, LOGIN_MESSAGES, SIGNUP_TEXTS,
  type SignupErrorKind,
} from './auth/auth-errors';
export { backoffDelay, SIGNUP_RETRY } from './auth/retry';
export {
  validateMenuItem, isImageUrl, MenuItemValidationError, MENU_ITEM_MESSAGES, MENU_ITEM_LIMITS, type MenuItemInput, type MenuItemField,
} from './menu/validate-menu-item';
export { MAX_LINES_PER_PROVIDER, MAX_QUANTITY, RECENT_ORDERS, TooManyLinesError } from './orders/order-limits';
export { ZERO_STATS } from './stats/zero-stats';
export { monthKey, monthStart } from './stats/month-key';
export { deferDataLayer, loadImpl as preloadData } from './lazy';

// auth
/** Without an onError option, a failed load of the SDK counts as signed out (and is logged). */
export const subscribeAuth = lazySubscription('subscribeAuth', (options, error) => {
  console.error('[firebase-data] could not load the data layer:', error);
  options.onData(null);
});
export const signUp = lazyCall('signUp');
export const signIn = lazyCall('signIn');
export const signOut = lazyCall('signOut');
export const readRole = lazyCall('readRole');
// profile
export const getUserProfile = lazyCall('getUserProfile');
export const updateUserProfile = lazyCall('updateUserProfile');
// providers
export const listProviders = lazyCall('listProviders');
export const subscribeProviders = lazySubscription('subscribeProviders');
export const getProvider = lazyCall('getProvider');
// menu
export const listMenuItems = lazyCall('listMenuItems');
export const subscribeMenuItems = lazySubscription('subscribeMenuItems');
export const addMenuItem = lazyCall('addMenuItem');
// cart
export const subscribeCart = lazySubscription('subscribeCart');
export const loadCart = lazyCall('loadCart');
export const addToCart = lazyCall('addToCart');
export const setCartQuantity = lazyCall('setCartQuantity');
export const removeFromCart = lazyCall('removeFromCart');
export const clearCart = lazyCall('clearCart');
// orders and stats
export const placeOrder = lazyCall('placeOrder');
export const checkoutCart = lazyCall('checkoutCart');
export const subscribeCustomerOrders = lazySubscription('subscribeCustomerOrders');
export const subscribeProviderOrders = lazySubscription('subscribeProviderOrders');
export const updateOrderStatus = lazyCall('updateOrderStatus');
export const subscribeStats = lazySubscription('subscribeStats');
