// The public API. Constants, texts, validation and types are plain modules; every use case that needs the
// Firebase SDK is a thin wrapper that loads impl.ts on first call (see lazy.ts), so importing this package
// costs a few kilobytes and the SDK arrives after the first paint. Tests and tools that need the services
// themselves import '@thali/firebase-data/testing'.
import { lazyAuthCall, lazyCall, lazySubscription } from './lazy';
import { firstRead } from './reads/first-read';

export type { FirebaseRuntimeConfig } from './config';
export type { FirebaseServices } from './app';
export type { SubscriptionOptions, Unsubscribe } from './subscription';
export {
  CATEGORIES, DEFAULT_ADDRESS, DEFAULT_CUISINE, DEFAULT_PHONE,
  type Role, type Category, type OrderStatus, type UserProfile, type Provider, type MenuItem, type CartLine, type Order,
  type ProviderStats, type FieldErrors, type Review,
  type Plan, type Subscription, type Pause, type SkippedMeal, type Meal, type PlanMeals, type Diet, type PlanStatus, type SubscriptionStatus,
  type DayHours, type WeeklyHours, type Holiday, type PlateCounts, type WeekdayKey,
} from './model';
export { WEEKDAY_KEYS, WEEKDAY_LABELS, KITCHEN_LIMITS } from '@thali/domain';
export type { SessionUser } from './auth/subscribe-auth';
export type { SignUpInput, SignUpOptions } from './auth/sign-up';
export type { SendPasswordResetOptions } from './auth/send-password-reset';
export type { ProfileChanges } from './profile/update-user-profile';
export {
  loginErrorMessage, signupError, isRetryableSignupError, rewriteSignupError, SignupError, LOGIN_MESSAGES, SIGNUP_TEXTS,
  type SignupErrorKind,
} from './auth/auth-errors';
export { resetErrorMessage, isExpiredResetLink, RESET_TEXTS } from './auth/auth-errors';
export { backoffDelay, SIGNUP_RETRY } from './auth/retry';
export {
  validateMenuItem, isImageUrl, parsePlatesPerDay, MenuItemValidationError, MENU_ITEM_MESSAGES, MENU_ITEM_LIMITS, type MenuItemInput, type MenuItemField,
} from './menu/validate-menu-item';
// kitchens as they really run (issue 16): open state, hours and holidays, daily plate limits, their errors
export {
  openState, shortDate, dayKey, windowsOf, timeWords, platesLeft, platesText, soldOutText, PLATES_FEW,
  validateHours, dayHoursProblem, cleanDayHours, validateHoliday, formatMinutes, parseMinutes, HOURS_MESSAGES,
  KitchenClosedError, SoldOutError, KitchenHoursError,
  type OpenState, type KitchenTimes, type HolidayInput, type HolidayField,
} from './kitchens';
export { MAX_LINES_PER_PROVIDER, MAX_QUANTITY, RECENT_ORDERS, TooManyLinesError } from './orders/order-limits';
export {
  validateDelivery, deliveryFields, cancelDeadline, canCustomerCancel, DeliveryValidationError, OrderCancelError, DELIVERY_MESSAGES, ORDER_LIMITS,
  type OrderDelivery, type DeliveryField,
} from './orders/delivery';
export { ZERO_STATS } from './stats/zero-stats';
export { monthKey, monthStart } from './stats/month-key';
// tiffin plans: days in Asia/Kolkata, prices, cut-offs, schedules, bills, the kitchen sheet, validation and errors
export {
  dayStart, addDays, weekdayIndex, isPlanDay, daysPerWeek, calendarDate, dayOfIsoDate, isoDateOfDay,
  mealsOf, toPaise, perMealPrice, cutoffMinutes, cutoffAt, canChange, earliestCutoff, formatCutoff, parseCutoff,
  skipKey, isPaused, mealsOn, nextDays, daysOfMonth, monthBill, kitchenSheet,
  validatePlan, planFields, parseCount, parseCutoffInput, PLAN_MESSAGES, EMPTY_PLAN_INPUT, PlanValidationError,
  validateSubscription, startDayRange, pauseRangeProblem, SUBSCRIBE_MESSAGES, SubscriptionValidationError,
  PlanFullError, PlanClosedError, CutoffPassedError, SubscriptionChangeError, cancelEndDay,
  PLAN_MEAL_LABELS, DIET_LABELS, MEAL_WORDS, daysInWords, seatsInWords,
  type CutoffTimes, type MealState, type MealSlot, type ScheduleOf, type UpcomingMeal, type DayRow, type MonthBill,
  type SheetPlanRow, type Delivery, type KitchenSheet, type PlanInput, type PlanField, type SubscribeInput, type SubscribeField,
} from './tiffins';
// reviews and ratings: validation, texts, the edit window
export {
  validateReview, validateReply, REVIEW_MESSAGES, ReviewError, type ReviewInput, type ReviewField,
} from './reviews/validate-review';
export { reviewEditDeadline, canEditReview, initialOf } from './reviews/edit-window';
export { REVIEW_LIMITS } from '@thali/domain';
export {
  validateContactMessage, ContactValidationError, CONTACT_MESSAGES, CONTACT_LIMITS, type ContactMessageInput, type ContactField,
} from './contact/validate-contact-message';
export { deferDataLayer, loadImpl as preloadData } from './lazy';
export { wantSession } from './auth/session-gate';

// auth: the session's use cases load the Auth SDK (impl-auth.ts); a page nobody has signed in on never does
export { subscribeSession as subscribeAuth } from './auth/lazy-session';
export const signUp = lazyAuthCall('signUp');
export const signIn = lazyAuthCall('signIn');
export const signOut = lazyAuthCall('signOut');
export const readRole = lazyCall('readRole');
export const sendPasswordReset = lazyAuthCall('sendPasswordReset');
export const verifyResetCode = lazyAuthCall('verifyResetCode');
export const confirmPasswordReset = lazyAuthCall('confirmPasswordReset');
// profile
export const getUserProfile = lazyCall('getUserProfile');
export const updateUserProfile = lazyCall('updateUserProfile');
// providers
export const listProviders = lazyCall('listProviders');
// A visitor's pages read these first over REST, before the SDK arrives (see lazySubscription and reads/first-read.ts).
export const subscribeProviders = lazySubscription('subscribeProviders', { first: (o) => firstRead('providers', '', o.fb?.config) });
export const getProvider = lazyCall('getProvider', { first: (id, fb) => firstRead('provider', id, fb?.config) });
export const subscribeProvider = lazySubscription('subscribeProvider', { first: (o) => firstRead('provider', o.providerId, o.fb?.config) });
// kitchen hours, holidays, "Pause orders now" and plate counts
export const setKitchenHours = lazyCall('setKitchenHours');
export const addHoliday = lazyCall('addHoliday');
export const removeHoliday = lazyCall('removeHoliday');
export const setAcceptingOrders = lazyCall('setAcceptingOrders');
/** Live plate counts of a kitchen's limited items by item id (see platesLeft). */
export const subscribePlates = lazySubscription('subscribePlates', { first: (o) => firstRead('plates', o.providerId, o.fb?.config) });
// menu
export const listMenuItems = lazyCall('listMenuItems');
export const subscribeMenuItems = lazySubscription('subscribeMenuItems', { first: (o) => firstRead('menuItems', o.providerId, o.fb?.config) });
export const addMenuItem = lazyCall('addMenuItem');
export const updateMenuItem = lazyCall('updateMenuItem');
export const setMenuItemStatus = lazyCall('setMenuItemStatus');
export const deleteMenuItem = lazyCall('deleteMenuItem');
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
export const cancelMyOrder = lazyCall('cancelMyOrder');
export const subscribeStats = lazySubscription('subscribeStats');
// tiffin plans and subscriptions
export const createPlan = lazyCall('createPlan');
export const updatePlan = lazyCall('updatePlan');
export const retirePlan = lazyCall('retirePlan');
export const subscribeProviderPlans = lazySubscription('subscribeProviderPlans');
export const subscribeActivePlans = lazySubscription('subscribeActivePlans', { first: (o) => firstRead('plans', o.providerId, o.fb?.config) });
export const subscribePlan = lazySubscription('subscribePlan');
export const listProvidersWithPlans = lazyCall('listProvidersWithPlans');
export const subscribeToPlan = lazyCall('subscribeToPlan');
export const subscribeCustomerSubscriptions = lazySubscription('subscribeCustomerSubscriptions');
export const subscribeProviderSubscriptions = lazySubscription('subscribeProviderSubscriptions');
export const skipMeal = lazyCall('skipMeal');
export const undoSkip = lazyCall('undoSkip');
export const pauseSubscription = lazyCall('pauseSubscription');
export const resumeSubscription = lazyCall('resumeSubscription');
export const cancelSubscription = lazyCall('cancelSubscription');
// reviews and ratings
export const writeReview = lazyCall('writeReview');
export const replyToReview = lazyCall('replyToReview');
export const subscribeProviderReviews = lazySubscription('subscribeProviderReviews', { first: (o) => firstRead('reviews', o.providerId, o.fb?.config) });
export const subscribeCustomerReviews = lazySubscription('subscribeCustomerReviews');
// contact
export const sendContactMessage = lazyCall('sendContactMessage');
