// The record types and options the entry exports: one list for the runtime entry (index.ts) and the one TypeScript
// reads (typed-entry.ts).
export type { FirebaseRuntimeConfig } from './config';
export type { FirebaseServices } from './app';
export type { SubscriptionOptions, Unsubscribe } from './subscription';
export type {
  Role, Category, OrderStatus, UserProfile, Provider, MenuItem, CartLine, Order, ProviderStats, FieldErrors, Review, MyReview,
  OrderLine, OrderStep, OrderStage, PlacedOrder, OrderBoard, OrderBoardFilter,
  Plan, Subscription, Pause, SkippedMeal, Meal, PlanMeals, Diet, PlanStatus, SubscriptionStatus,
  DayHours, WeeklyHours, Holiday, PlateCounts, WeekdayKey,
} from './model';
export type { SessionUser } from './auth/subscribe-auth';
export type { SignUpInput, SignUpOptions } from './auth/sign-up';
export type { SentCode, SendCodeOptions, PhoneSignIn } from './auth/phone-sign-in';
export type { NewAccount } from './auth/sign-up';
export type { SendPasswordResetOptions } from './auth/send-password-reset';
export type { ProfileChanges } from './profile/update-user-profile';
export type { ImageKind, UploadImageOptions } from './images/image-types';
export type { DataErrorCode } from './errors/data-error';
export type { OrderBoardOptions, OrderBoardHandle } from './orders/board-types';
export type { DeliveryProfile } from './orders/delivery-profile';
export type { ContactMessage, PendingKitchen, AuditEntry, NameRequest, KitchenFacts, KitchenDecisions, ModeratedReview, ReviewReport } from './staff/staff-types';
// issue 41, the Support lookup
export type { SupportLookup, SupportCustomer, SupportOrder, CustomerHistory, SupportQuery, SupportPayment } from './staff/support-query';
// issue 41, suspending a listed kitchen
export type { ListedKitchen, Suspension } from './staff/staff-types';
// issue 41: a kitchen's suspension periods, as tiffin bills count them
export type { SuspensionPeriod } from './tiffins/schedule';
// issue 41, the Overview's order figures
export type { OrderFigures, PeriodFigures } from './staff/staff-types';
// issue 42, getting paid: the payments ledger
export type { PaymentDetails, PaymentFor, PaymentEntry, RecordPaymentInput, ReportPaymentInput, BillOfMonth, KitchenDues, CustomerBills, UnpaidOrder, Receipt,
  PaymentMethod, PaymentKind, PaymentForKind, DecisionStatus } from './payments/payment-types';
