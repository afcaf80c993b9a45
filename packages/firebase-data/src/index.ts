// The public API: the record types and the use cases. Every use case that needs the Firebase SDK is a thin wrapper
// that loads impl.ts on first call (see lazy.ts), so importing this package costs a few kilobytes and the SDK arrives
// after the first paint. This entry is the one copy the portal shares (the session, the SDK, the first reads live
// here once); what computes without the database is '@thali/firebase-data/logic', which each app bundles, shaken
// to what it uses. Tests and tools that need the services themselves import '@thali/firebase-data/testing'.
import { lazyAuthCall, lazyBoard, lazyCall, lazySubscription } from './lazy';
import { sessionFirst, sessionFirstBoard } from './auth/lazy-session';
import { firstRead } from './reads/first-read';

export type * from './public-types';
// Constants, texts, validation, errors, days and hours need no database: '@thali/firebase-data/logic'.
export { deferDataLayer, loadImpl as preloadData, whenDataLayerLoaded } from './lazy';
export { wantSession } from './auth/session-gate';
// A stored picture's <img src>: in this shared entry, whose config every page's first load already holds (a remote's
// own copy of the config to read the bucket from was 1.2 KB gzip of the storefront's first load).
export { imageSrc } from './images/image-src';

// auth: the session's use cases load the Auth SDK (impl-auth.ts); a page nobody has signed in on never does
export { knownSession, storedSessionUid, subscribeSession as subscribeAuth } from './auth/lazy-session';
export const signUp = lazyAuthCall('signUp');
export const signIn = lazyAuthCall('signIn');
export const signOut = lazyAuthCall('signOut');
// issue 43: a signed-in page's role and first data over REST with the session stored here, before the SDK
export const readRole = lazyCall('readRole', { first: (uid, fb) => sessionFirst('role', uid, fb) });
export const readStaff = lazyCall('readStaff', { first: (uid, fb) => sessionFirst('staff', uid, fb) });
export const sendPasswordReset = lazyAuthCall('sendPasswordReset');
export const verifyResetCode = lazyAuthCall('verifyResetCode');
export const confirmPasswordReset = lazyAuthCall('confirmPasswordReset');
// issue 44: a code by SMS signs in (a new number creates the account), or adds or changes the profile's number
export const sendSignInCode = lazyAuthCall('sendSignInCode');
export const confirmSignInCode = lazyAuthCall('confirmSignInCode');
export const completePhoneSignup = lazyAuthCall('completePhoneSignup');
export const sendPhoneChangeCode = lazyAuthCall('sendPhoneChangeCode');
export const confirmPhoneChange = lazyAuthCall('confirmPhoneChange');
// profile
export const getUserProfile = lazyCall('getUserProfile');
export const updateUserProfile = lazyCall('updateUserProfile');
export const getDeliveryProfile = lazyCall('getDeliveryProfile');
// providers
export const listProviders = lazyCall('listProviders');
// A visitor's pages read these first over REST, before the SDK arrives (see lazySubscription and reads/first-read.ts).
export const subscribeProviders = lazySubscription('subscribeProviders', { first: (o) => firstRead('providers', '', o.fb?.config) });
// "Deliver to": the kitchens delivering to one area, and how many are listed in all
export const subscribeKitchensIn = lazySubscription('subscribeKitchensIn', { first: (o) => firstRead('kitchensIn', o.area, o.fb?.config) });
export const subscribeListedKitchens = lazySubscription('subscribeListedKitchens', { first: (o) => firstRead('listedKitchens', '', o.fb?.config) });
export const getProvider = lazyCall('getProvider', { first: (id, fb) => firstRead('provider', id, fb?.config) });
export const subscribeProvider = lazySubscription('subscribeProvider', { first: (o) => firstRead('provider', o.providerId, o.fb?.config) });
// kitchen hours, holidays, "Pause orders now" and plate counts
export const setKitchenHours = lazyCall('setKitchenHours');
export const addHoliday = lazyCall('addHoliday');
export const removeHoliday = lazyCall('removeHoliday');
export const setAcceptingOrders = lazyCall('setAcceptingOrders');
// issue 40: the areas a kitchen delivers to and its minimum order; an admin's approval (with its areas and the count)
export const setDeliveryAreas = lazyCall('setDeliveryAreas');
export const approveKitchen = lazyCall('approveKitchen');
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
export const subscribeCart = lazySubscription('subscribeCart', { first: (o) => sessionFirst('cart', o.uid, o.fb) });
export const loadCart = lazyCall('loadCart');
export const addToCart = lazyCall('addToCart');
export const setCartQuantity = lazyCall('setCartQuantity');
export const removeFromCart = lazyCall('removeFromCart');
export const clearCart = lazyCall('clearCart');
// orders and stats
export const placeOrder = lazyCall('placeOrder');
export const checkoutCart = lazyCall('checkoutCart');
export const subscribeCustomerOrders = lazySubscription('subscribeCustomerOrders', {
  first: (o) => sessionFirst('customerOrders', 'userId' in o ? o.userId : o.uid, o.fb),
});
// its first read is of the default limit's (RECENT_ORDERS) newest orders only
export const subscribeProviderOrders = lazySubscription('subscribeProviderOrders', { first: (o) => (o.limit ? null : sessionFirst('recentOrders', o.providerId, o.fb)) });
export const cancelMyOrder = lazyCall('cancelMyOrder');
// issue 37: the kitchen's steps of a whole order, and its board
export const acceptOrder = lazyCall('acceptOrder');
export const markOnTheWay = lazyCall('markOnTheWay');
export const markDelivered = lazyCall('markDelivered');
export const kitchenCancelOrder = lazyCall('kitchenCancelOrder');
// issue 43: the dashboard's first data over REST too, with the session stored here (the board as it opens)
export const subscribeOrderBoard = lazyBoard(sessionFirstBoard);
export const subscribeStats = lazySubscription('subscribeStats', { first: (o) => sessionFirst('stats', o.providerId, o.fb) });
// tiffin plans and subscriptions
export const createPlan = lazyCall('createPlan');
export const updatePlan = lazyCall('updatePlan');
export const retirePlan = lazyCall('retirePlan');
export const subscribeProviderPlans = lazySubscription('subscribeProviderPlans');
export const subscribeActivePlans = lazySubscription('subscribeActivePlans', { first: (o) => firstRead('plans', o.providerId, o.fb?.config) });
export const subscribePlan = lazySubscription('subscribePlan');
export const listProvidersWithPlans = lazyCall('listProvidersWithPlans');
export const subscribeToPlan = lazyCall('subscribeToPlan');
export const subscribeCustomerSubscriptions = lazySubscription('subscribeCustomerSubscriptions', { first: (o) => sessionFirst('customerSubscriptions', o.uid, o.fb) });
export const subscribeProviderSubscriptions = lazySubscription('subscribeProviderSubscriptions');
export const skipMeal = lazyCall('skipMeal');
export const undoSkip = lazyCall('undoSkip');
export const pauseSubscription = lazyCall('pauseSubscription');
export const resumeSubscription = lazyCall('resumeSubscription');
export const cancelSubscription = lazyCall('cancelSubscription');
export const kitchenCancelSubscription = lazyCall('kitchenCancelSubscription');
// reviews and ratings
export const writeReview = lazyCall('writeReview');
export const replyToReview = lazyCall('replyToReview');
export const subscribeProviderReviews = lazySubscription('subscribeProviderReviews', { first: (o) => firstRead('reviews', o.providerId, o.fb?.config) });
export const subscribeCustomerReviews = lazySubscription('subscribeCustomerReviews');
// contact
export const sendContactMessage = lazyCall('sendContactMessage');
// Thali's staff (issue 41): the operations remote's reads and writes (the rules allow them to staff only)
export const subscribeContactMessages = lazySubscription('subscribeContactMessages');
export const subscribePendingKitchens = lazySubscription('subscribePendingKitchens');
export const subscribeAudit = lazySubscription('subscribeAudit');
export const markMessageHandled = lazyCall('markMessageHandled');
// the Kitchens page (issue 41): the queue, staff decisions, and the kitchen asking again
export const subscribeNameRequests = lazySubscription('subscribeNameRequests');
export const subscribeKitchenDecisions = lazySubscription('subscribeKitchenDecisions');
export const readKitchenFacts = lazyCall('readKitchenFacts');
export const readUserEmail = lazyCall('readUserEmail');
export const approvePendingKitchen = lazyCall('approvePendingKitchen');
export const rejectPendingKitchen = lazyCall('rejectPendingKitchen');
export const approveNameRequest = lazyCall('approveNameRequest');
export const rejectNameRequest = lazyCall('rejectNameRequest');
export const askForApprovalAgain = lazyCall('askForApprovalAgain');
// issue 41, the Reviews page: a review reported (customer or kitchen), the staff queue, hide, restore, dismiss
export const reportReview = lazyCall('reportReview');
export const readMyReport = lazyCall('readMyReport');
export const subscribeReportedReviews = lazySubscription('subscribeReportedReviews');
export const subscribeHiddenReviews = lazySubscription('subscribeHiddenReviews');
export const hideReview = lazyCall('hideReview');
export const restoreReview = lazyCall('restoreReview');
export const dismissReports = lazyCall('dismissReports');
// issue 41, the Support lookup: an order by number, a customer by e-mail or mobile; Thali's cancel of an order
export const lookupSupport = lazyCall('lookupSupport');
export const thaliCancelOrder = lazyCall('thaliCancelOrder');
// a kitchen's pictures in Firebase Storage (its SDK is a chunk of its own, fetched by the first upload or removal)
export const uploadImage = lazyAuthCall('uploadImage');
export const deleteImage = lazyCall('deleteImage');
// issue 41, the Kitchens page: suspending a listed kitchen (staff), the listed and suspended kitchens, their count
export const suspendKitchen = lazyCall('suspendKitchen');
export const unsuspendKitchen = lazyCall('unsuspendKitchen');
export const subscribeListedAndSuspended = lazySubscription('subscribeListedAndSuspended');
export const subscribeSuspendedCount = lazySubscription('subscribeSuspendedCount');
// a kitchen's suspensions, for its subscribers' bills and "Paused by Thali"
export const subscribeKitchenSuspensions = lazySubscription('subscribeKitchenSuspensions');
// issue 41, the Overview's order figures (kept totals)
export const subscribeOrderFigures = lazySubscription('subscribeOrderFigures');
export const subscribeActiveSubscriptions = lazySubscription('subscribeActiveSubscriptions');
// issue 42, getting paid: the kitchen's UPI details, the payments ledger (writes), dues, bills, unpaid orders, receipts
export const setPaymentDetails = lazyCall('setPaymentDetails');
export const recordPayment = lazyCall('recordPayment');
export const reportPayment = lazyCall('reportPayment');
export const confirmPayment = lazyCall('confirmPayment');
export const declinePayment = lazyCall('declinePayment');
export const correctPayment = lazyCall('correctPayment');
export const deliverOrder = lazyCall('deliverOrder');
export const markOrderPaid = lazyCall('markOrderPaid');
export const subscribeKitchenDues = lazySubscription('subscribeKitchenDues');
export const subscribeCustomerBills = lazySubscription('subscribeCustomerBills');
export const subscribeUnpaidOrders = lazySubscription('subscribeUnpaidOrders');
export const readReceipt = lazyCall('readReceipt');
