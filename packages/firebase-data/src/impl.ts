// Every data use case: what needs the Firebase app, its Realtime Database and zod. The public entry (index.ts) loads
// this module on first use, so a page paints before the SDK has been downloaded and run. The session's use cases,
// which also need the Auth SDK, are in impl-auth.ts: a public page that only reads kitchens never loads Auth.
export { readRole } from './auth/read-role';
export { getUserProfile } from './profile/get-user-profile';
export { updateUserProfile } from './profile/update-user-profile';
export { listProviders } from './providers/list-providers';
export { subscribeProviders } from './providers/subscribe-providers';
export { subscribeKitchensIn, subscribeListedKitchens } from './providers/subscribe-kitchens-in';
export { getProvider } from './providers/get-provider';
export { subscribeProvider } from './providers/subscribe-provider';
export { setKitchenHours, addHoliday, removeHoliday, setAcceptingOrders } from './providers/kitchen-writes';
export { setDeliveryAreas, approveKitchen } from './providers/kitchen-writes';
export { subscribePlates } from './providers/subscribe-plates';
export { listMenuItems } from './menu/list-menu-items';
export { subscribeMenuItems } from './menu/subscribe-menu-items';
export { addMenuItem } from './menu/add-menu-item';
export { updateMenuItem } from './menu/update-menu-item';
export { setMenuItemStatus } from './menu/set-menu-item-status';
export { deleteMenuItem } from './menu/delete-menu-item';
export { subscribeCart } from './cart/subscribe-cart';
export { loadCart } from './cart/load-cart';
export { addToCart } from './cart/add-to-cart';
export { setCartQuantity } from './cart/set-cart-quantity';
export { removeFromCart } from './cart/remove-from-cart';
export { clearCart } from './cart/clear-cart';
export { placeOrder } from './orders/place-order';
export { checkoutCart } from './orders/checkout-cart';
export { getDeliveryProfile } from './orders/get-delivery-profile';
export { subscribeCustomerOrders } from './orders/subscribe-customer-orders';
export { subscribeProviderOrders } from './orders/subscribe-provider-orders';
export { cancelMyOrder, acceptOrder, markOnTheWay, markDelivered, kitchenCancelOrder } from './orders/order-steps';
export { subscribeOrderBoard } from './orders/subscribe-order-board';
export { subscribeStats } from './stats/subscribe-stats';
export { createPlan, updatePlan, retirePlan } from './plans/plan-writes';
export { subscribeProviderPlans, subscribeActivePlans, subscribePlan, listProvidersWithPlans } from './plans/plan-reads';
export { subscribeToPlan } from './subscriptions/subscribe-to-plan';
export { subscribeCustomerSubscriptions, subscribeProviderSubscriptions } from './subscriptions/subscription-reads';
export {
  skipMeal, undoSkip, pauseSubscription, resumeSubscription, cancelSubscription, kitchenCancelSubscription,
} from './subscriptions/change-subscription';
export { writeReview } from './reviews/write-review';
export { replyToReview } from './reviews/reply-to-review';
export { subscribeProviderReviews, subscribeCustomerReviews } from './reviews/review-reads';
export { sendContactMessage } from './contact/send-contact-message';
export { readStaff } from './auth/read-role';
export { subscribeContactMessages, subscribePendingKitchens, subscribeAudit } from './staff/staff-reads';
export { markMessageHandled } from './staff/mark-message-handled';
export { subscribeNameRequests, subscribeKitchenDecisions, readKitchenFacts, readUserEmail } from './staff/kitchen-queue';
export { approvePendingKitchen, rejectPendingKitchen, approveNameRequest, rejectNameRequest, askForApprovalAgain } from './staff/kitchen-decisions';
// issue 41, the Reviews page: reports (customers, the reviewed kitchen) and staff moderation
export { reportReview, readMyReport } from './reviews/report-review';
export { subscribeReportedReviews, subscribeHiddenReviews } from './staff/staff-reads';
export { hideReview, restoreReview, dismissReports } from './staff/moderate-review';
export { deleteImage } from './images/delete-image';
// issue 41, the Support lookup: find an order or a customer; Thali cancels an order on the customer's behalf
export { lookupSupport } from './staff/support-lookup';
export { thaliCancelOrder } from './orders/order-steps';
// issue 41, the Kitchens page: suspending a listed kitchen, and the listed and suspended kitchens for staff
export { suspendKitchen, unsuspendKitchen, subscribeListedAndSuspended, subscribeSuspendedCount, subscribeKitchenSuspensions } from './staff/suspend-kitchen';
// issue 41, the Overview's order figures (kept totals)
export { subscribeOrderFigures, subscribeActiveSubscriptions } from './staff/order-figures';
// issue 42, getting paid: the ledger's writes and reads
export {
  setPaymentDetails, recordPayment, reportPayment, confirmPayment, declinePayment, correctPayment, deliverOrder, markOrderPaid,
} from './payments/payment-writes';
export { subscribeKitchenDues, subscribeCustomerBills, subscribeUnpaidOrders, readReceipt } from './payments/payment-reads';
