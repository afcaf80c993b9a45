// What computes without the database: constants, texts, validation and the errors pages tell apart, days, hours,
// prices and schedules. The use cases ('@thali/firebase-data') use the same modules; this entry is not shared
// between the apps (no state in it), so each app bundles only the helpers it calls, and a page that calls none
// (the home page) loads none. Errors from either copy are told apart by name (see errors/named-error.ts).
export {
  CATEGORIES, DEFAULT_ADDRESS, DEFAULT_CUISINE, DEFAULT_PHONE,
} from './model';

export { WEEKDAY_KEYS, WEEKDAY_LABELS, KITCHEN_LIMITS } from '@thali/domain';
// issue 39: a kitchen's details as signup and its profile check them
export {
  kitchenDetailsErrors, kitchenDetailsRecord, KitchenDetailsError, KITCHEN_DETAILS_MESSAGES,
  type KitchenDetailsInput, type KitchenDetailsField, type KitchenDetailsRecord,
} from './providers/kitchen-details';
export {
  loginErrorMessage, signupError, isRetryableSignupError, rewriteSignupError, SignupError, LOGIN_MESSAGES, LOGIN_DEFAULT, SIGNUP_TEXTS,
  type SignupErrorKind,
} from './auth/auth-errors';
export { resetErrorMessage, isExpiredResetLink, RESET_TEXTS } from './auth/auth-errors';
export { backoffDelay, SIGNUP_RETRY } from './auth/retry';
// issue 44: signing in with a mobile number, its errors told apart by name
export {
  phoneAuthError, PHONE_TEXTS, InvalidPhoneNumberError, WrongCodeError, ExpiredCodeError, TooManyAttemptsError, PhoneNumberInUseError,
  PhoneSignInError,
} from './auth/phone-errors';
export {
  validateMenuItem, isImageUrl, parsePlatesPerDay, MenuItemValidationError, MENU_ITEM_MESSAGES, MENU_ITEM_LIMITS, type MenuItemInput, type MenuItemField,
} from './menu/validate-menu-item';
// kitchens as they really run (issue 16): open state, hours and holidays, daily plate limits, their errors
export {
  openState, openStateMessages, shortDate, dayKey, windowsOf, timeWords, platesLeft, platesLeftAfter, plateDayOf, plateDayWords, platesText, soldOutText, PLATES_FEW,
  validateHours, dayHoursProblem, cleanDayHours, validateHoliday, formatMinutes, parseMinutes, HOURS_MESSAGES,
  KitchenClosedError, SoldOutError, KitchenHoursError,
  type OpenState, type OpenStateMessages, type KitchenTimes, type HolidayInput, type HolidayField,
} from './kitchens';
// issue 40: ordering ahead for a delivery slot
export {
  nextSlots, slotLabel, slotMessage, slotTimes, slotOfOrder, slotProblem, SLOT_MESSAGES, SLOT_MS, SLOT_LEAD_MS, SLOT_AHEAD_MS,
  type DeliverySlot, type OrderSlot,
} from './kitchens/slots';
// issue 40: the areas a kitchen delivers to and its minimum order value
export {
  deliveryAreasErrors, parseMinOrder, deliversToRecord, DeliveryAreasError, DELIVERY_AREAS_MESSAGES, type DeliveryAreasField,
} from './kitchens/delivery-areas';
export { MAX_LINES_PER_PROVIDER, MAX_QUANTITY, RECENT_ORDERS, TooManyLinesError } from './orders/order-limits';
export {
  validateDelivery, deliveryFields, cancelDeadline, canCustomerCancel, customerMobile, DeliveryValidationError, OrderCancelError, DELIVERY_MESSAGES,
  ORDER_LIMITS, type OrderDelivery, type DeliveryField, type DeliveryRecord,
} from './orders/delivery';
// issue 40: where an order goes (a structured place), the kitchen's areas and minimum, their errors
export {
  validatePlace, cleanPlace, parseLegacyAddress, placeProblemForKitchen, placeProblemMessage, minimumShortfall, minimumMessage, isPinOfArea, placeLine,
  PLACE_MESSAGES, PLACE_LIMITS, PlaceValidationError, DeliveryAreaError, MinimumOrderError,
  type DeliveryPlace, type PlaceField, type PlaceInput, type PlaceKitchen,
} from './orders/place';
export { SlotUnavailableError } from './kitchens/errors';
// issue 37: an order's stages, its money, the kitchen's steps and their errors
export {
  ORDER_STAGE_LABELS, KITCHEN_CANCEL_REASONS, orderStage, orderStageLabel, boardKeyOf, ORDER_STEP_MESSAGES, OrderStepError,
  OrderInputError, readyByProblem, kitchenCancelReasonProblem, kitchenNextSteps, isFinalOrder,
} from './orders/order-logic';
export { DELIVERY_FEE, linesTotal, orderCartTotals, type KitchenTotals } from './orders/cart-totals';
export { ORDER_BOARD_PAGE } from './orders/order-limits';
export { ZERO_STATS } from './stats/zero-stats';
export { monthKey, monthStart } from './stats/month-key';
// tiffin plans: days in Asia/Kolkata, prices, cut-offs, schedules, bills, the kitchen sheet, validation and errors
export {
  dayStart, addDays, weekdayIndex, isPlanDay, daysPerWeek, calendarDate, dayOfIsoDate, isoDateOfDay,
  mealsOf, toPaise, perMealPrice, perMealPaise, cutoffMinutes, cutoffAt, canChange, earliestCutoff, formatCutoff, parseCutoff,
  skipKey, isSkipped, mismatchedSkipKeys, isPaused, mealsOn, nextDays, daysOfMonth, monthBill, kitchenSheet,
  validatePlan, planFields, parseCount, parseCutoffInput, PLAN_MESSAGES, EMPTY_PLAN_INPUT, PlanValidationError,
  validateSubscription, startDayRange, pauseRangeProblem, cancelReasonProblem, CANCEL_REASON_MAX, SUBSCRIBE_MESSAGES, SubscriptionValidationError,
  PlanFullError, PlanClosedError, HoldingsLimitError, CutoffPassedError, SubscriptionChangeError, cancelEndDay,
  PLAN_MEAL_LABELS, DIET_LABELS, MEAL_WORDS, daysInWords, seatsInWords,
  type CutoffTimes, type MealState, type MealSlot, type ScheduleOf, type UpcomingMeal, type DayRow, type MonthBill,
  type SheetPlanRow, type Delivery, type KitchenSheet, type PlanInput, type PlanField, type SubscribeInput, type SubscribeField,
} from './tiffins';
// reviews and ratings: validation, texts, the edit window
export {
  validateReview, validateReply, REVIEW_MESSAGES, ReviewError, type ReviewInput, type ReviewField,
} from './reviews/validate-review';
export { validateReportReason, REPORT_MESSAGES, ReportError } from './reviews/validate-report';
export { reviewEditDeadline, canEditReview, isLaterOrder, canChangeReview, initialOf } from './reviews/edit-window';
export { REVIEW_LIMITS } from '@thali/domain';
export { REPORT_LIMITS } from '@thali/domain/staff';
export {
  validateContactMessage, ContactValidationError, ContactBudgetError, CONTACT_MESSAGES, CONTACT_LIMITS, CONTACT_BUDGET, type ContactMessageInput, type ContactField,
} from './contact/validate-contact-message';
// the images' errors (Cancel, Retry and their sentences)
export { DataError, DATA_ERROR_MESSAGES, type DataErrorCode } from './errors/data-error';
// issue 41, the Support lookup: what staff type, and Thali's cancel reason
export { parseSupportQuery, SupportQueryError, SUPPORT_LOOKUP_MESSAGES, type SupportQuery } from './staff/support-query';
export { supportCancelReasonProblem, SUPPORT_CANCEL_MESSAGES } from './orders/order-logic';
export { SUPPORT_CANCEL_LIMITS } from '@thali/domain/staff';
// issue 41: days a kitchen was suspended by Thali (not cooked, not billed)
export { isSuspendedDay, type SuspensionPeriod } from './tiffins';
// issue 42, getting paid: the payment forms' checks and sentences, a month's bill in paise, a ledger entry as read
export {
  PAYMENT_MESSAGES, PAYMENT_AMOUNT_MESSAGE, PaymentDetailsError, PaymentInputError, PaymentStateError,
  paymentDetailsErrors, paymentInputErrors, isPaymentAmount, reasonProblem, isPayableMonth,
  type PaymentField, type PaymentDetailsField,
} from './payments/payment-messages';
export { billOfMonth, isEntryOfBill, ranInMonth } from './payments/bill-of-month';
export { toPaymentEntry, countsAsReceived, newestEntryFirst, type EntryLinks } from './payments/to-payment-entry';
// issue 44: every sentence above by its message id and values, for a page that shows it in the reader's language
export { DATA_TEXTS, dataMessage, dataText, type DataMessage, type DataMessageId, type DataMoment, type DataValue, type DataValues } from './texts/data-texts';
export { matchDataText } from './texts/match';
export { inEnglishWords, isMoment, saidMessage } from './texts/say';
