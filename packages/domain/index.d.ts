// Types of src/index.js (kept by hand, and src/index.js is typechecked against them: the literal values here are what the data package's types are made of).

export * from './month';
export * from './locale';
export * from './kitchens';
export * from './phones';
export * from './images';

export declare const CATEGORY_VALUES: readonly ['main-course', 'appetizers', 'desserts', 'beverages'];
export type Category = (typeof CATEGORY_VALUES)[number];
export declare const CATEGORY_LABELS: {
  readonly 'main-course': 'Main Course'; readonly appetizers: 'Appetizers'; readonly desserts: 'Desserts'; readonly beverages: 'Beverages';
};
export type CategoryLabel = (typeof CATEGORY_LABELS)[Category];
export declare const CATEGORIES: readonly { readonly value: Category; readonly label: CategoryLabel }[];
export declare const MENU_ITEM_STATUSES: readonly ['active', 'inactive'];
export type MenuItemStatus = (typeof MENU_ITEM_STATUSES)[number];

export declare const ROLES: readonly ['user', 'meal_provider'];

export declare const ORDER_STATUSES: readonly ['pending', 'completed', 'cancelled'];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export declare const ORDER_STEPS: readonly ['new', 'accepted', 'on_the_way'];
export type OrderStep = (typeof ORDER_STEPS)[number];
export declare const ORDER_STAGES: readonly ['new', 'accepted', 'on_the_way', 'delivered', 'cancelled'];
export type OrderStage = (typeof ORDER_STAGES)[number];
export declare const ORDER_STAGE_LABELS: {
  readonly new: 'New'; readonly accepted: 'Accepted'; readonly on_the_way: 'On the way'; readonly delivered: 'Delivered'; readonly cancelled: 'Cancelled';
};
/** completed → 'delivered', cancelled → 'cancelled', pending → its step ('new' without one). */
export declare function orderStageOf(order: { status: string; step?: string }): OrderStage;
export declare const KITCHEN_CANCEL_REASONS: readonly ['Sold out', 'Closing early', 'Cannot deliver there'];
export declare const STATS_EVENTS: readonly ['created', 'completed', 'cancelled'];
export declare const BATCH_SLOTS: 1;
export declare const MAX_LINES_PER_ORDER: 12;
export declare const MAX_LINES_PER_PROVIDER: 12;
/** Rupees, on every new order. */
export declare const DELIVERY_FEE: 40;

export declare const PRICE_MIN: 1;
export declare const PRICE_MAX: 20000;
export declare const QUANTITY_MIN: 1;
export declare const QUANTITY_MAX: 50;
export declare const RATING_MAX: 5;
export declare const REVIEW_LIMITS: {
  readonly starsMin: 1; readonly starsMax: 5; readonly commentMax: 500; readonly replyMax: 500; readonly editDays: 7; readonly initialMax: 2;
};
export declare const REVIEW_FIELDS: readonly ['providerId', 'userInitial', 'stars', 'comment', 'createdAt', 'updatedAt', 'reply', 'repliedAt', 'moderation'];
export declare const REVIEW_REQUIRED: readonly ['providerId', 'userInitial', 'stars', 'comment', 'createdAt', 'updatedAt'];
export declare const REVIEW_KEY_FIELDS: readonly ['key', 'order', 'since'];
export declare const RATING_FIELDS: readonly ['ratingSum', 'ratingCount', 'ratingEvent'];
export declare const MAX_LENGTH: {
  readonly name: 100; readonly description: 500; readonly email: 254; readonly phone: 40; readonly address: 300;
  readonly cuisine: 100; readonly createdAt: 40; readonly id: 128; readonly imageUrl: 2048;
};
export declare const EMAIL_MIN_LENGTH: 3;

export declare const CONTACT_FIELDS: readonly ['name', 'email', 'subject', 'message', 'createdAt'];
export declare const CONTACT_REQUIRED: readonly ['name', 'email', 'message', 'createdAt'];
export declare const CONTACT_LIMITS: { readonly nameMax: 100; readonly emailMax: 254; readonly subjectMax: 150; readonly messageMax: 5000 };
export declare const CONTACT_BUDGET: { readonly perUserPerDay: 5; readonly publicPerDay: 100 };
export declare const CONTACT_BUDGET_FIELDS: readonly ['day', 'count', 'message'];
export declare const CART_LINE_FIELDS: readonly ['id', 'providerId', 'name', 'description', 'price', 'imageUrl', 'quantity', 'addedAt', 'diet'];
export declare const CART_LINE_REQUIRED: readonly ['price', 'quantity'];
export declare const ORDER_FIELDS: readonly ['userId', 'providerId', 'lines', 'lineCount', 'itemsTotal', 'fee', 'total', 'status', 'step', 'timestamp', 'boardKey'];
export declare const ORDER_EXTRA_FIELDS: readonly ['orderNumber', 'address', 'note', 'customerName', 'customerPhone', 'acceptedAt', 'readyBy', 'onTheWayAt',
  'updatedAt', 'cancelledBy', 'cancelReason', 'legacy', 'place', 'slotStart', 'asap', 'cancelAudit'];
export declare const ORDER_NEW_REQUIRED: readonly ['orderNumber', 'address', 'customerName', 'customerPhone', 'place', 'slotStart'];
export declare const ORDER_LINE_FIELDS: readonly ['itemId', 'itemName', 'price', 'quantity', 'diet', 'plateDay'];
export declare const ORDER_LINE_REQUIRED: readonly ['itemId', 'itemName', 'price', 'quantity'];
/** The line-shaped order of before issue 37 (migrated, never written again). */
export declare const LEGACY_ORDER_FIELDS: readonly ['userId', 'providerId', 'itemId', 'itemName', 'price', 'status', 'timestamp', 'quantity',
  'address', 'note', 'updatedAt', 'cancelledBy', 'orderNumber', 'diet', 'plateDay'];
export declare const BOARD_KEY_SEPARATOR: '|';
/** `${providerId}|${status}|${timestamp}` */
export declare function boardKeyOf(providerId: string, status: string, timestamp: number): string;
/** A checkout's order number: TH-YYMM-NNNN (YYMM in Asia/Kolkata, the month's sequence, 5+ digits past 9,999), e.g. TH-2611-0042. */
export declare const ORDER_NUMBER_PREFIX: 'TH';
export declare const ORDER_NUMBER_PATTERN: '^TH-[0-9]{4}-([0-9]{4}|[1-9][0-9]{4}[0-9]*)$';
export declare function orderNumberOf(yymm: string, seq: number): string;
export declare function isOrderNumber(value: unknown): value is string;
export declare const CANCELLED_BY: readonly ['customer', 'provider', 'thali'];
export type CancelledBy = (typeof CANCELLED_BY)[number];
export declare const ORDER_LIMITS: {
  readonly addressMin: 5; readonly addressMax: 200; readonly noteMax: 200; readonly cancelWindowMs: 600000;
  readonly reasonMax: 200; readonly readyByMaxMs: 43200000; readonly customerNameMax: 100; readonly timestampSkewMs: 120000;
};
export declare const MENU_ITEM_FIELDS: readonly ['name', 'description', 'price', 'category', 'imageUrl', 'providerId', 'status', 'createdAt', 'updatedAt', 'diet', 'platesPerDay'];
export declare const MENU_ITEM_REQUIRED: readonly ['name', 'description', 'price', 'category', 'imageUrl', 'providerId', 'status', 'createdAt', 'updatedAt'];
export declare const STATS_COUNTERS: readonly ['totalOrders', 'totalRevenue', 'monthlyOrders', 'monthlyRevenue', 'pendingOrders', 'completedOrders', 'cancelledOrders'];

export declare const MEALS: readonly ['lunch', 'dinner'];
export type Meal = (typeof MEALS)[number];
export declare const PLAN_MEALS: readonly ['lunch', 'dinner', 'both'];
export type PlanMeals = (typeof PLAN_MEALS)[number];
export declare const PLAN_MEAL_LABELS: { readonly lunch: 'Lunch'; readonly dinner: 'Dinner'; readonly both: 'Lunch and Dinner' };
export { DIETS, DIET_LABELS, type Diet } from './diets';
export declare const PLAN_STATUSES: readonly ['active', 'retired'];
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export declare const SUBSCRIPTION_STATUSES: readonly ['active', 'cancelled'];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export declare const SEAT_EVENTS: readonly ['taken', 'released'];
export declare const DEFAULT_CUTOFFS: { readonly lunch: 540; readonly dinner: 900 };
export declare const DEFAULT_PLAN_DAYS: '1111110';
export declare const PLAN_LIMITS: {
  readonly nameMax: 60; readonly descriptionMax: 300; readonly capacityMin: 1; readonly capacityMax: 500; readonly cutoffMax: 1439;
  readonly customerNameMax: 100; readonly addressMin: 5; readonly addressMax: 200; readonly phoneMax: 40;
  readonly startDaysAhead: 30; readonly pauseMaxDays: 60; readonly holdingsMax: 2; readonly cancelReasonMax: 200;
  readonly mealPaiseMax: 2000000;
};
export declare const WEEKS_PER_MONTH: number;
export declare function mealPricePaise(price: number, meals: string, days: string): number;
export declare const PLAN_FIELDS: readonly ['providerId', 'name', 'description', 'meals', 'days', 'diet', 'price', 'mealPricePaise', 'capacity', 'seatsTaken',
  'lunchCutoff', 'dinnerCutoff', 'status', 'createdAt', 'updatedAt'];
export declare const SUBSCRIPTION_FIELDS: readonly ['planId', 'providerId', 'customerId', 'customerName', 'address', 'phone', 'planName', 'meals',
  'days', 'diet', 'mealPricePaise', 'pricePerMeal', 'startDay', 'status', 'endDay', 'createdAt', 'cancelledAt', 'cancelledBy', 'cancelReason',
  'place', 'billNo'];
export declare const SUBSCRIPTION_REQUIRED: readonly ['planId', 'providerId', 'customerId', 'customerName', 'address', 'planName', 'meals',
  'days', 'diet', 'startDay', 'status', 'createdAt'];

export declare function isSitePath(value: string): boolean;
export declare function isImageUrl(value: string): boolean;
