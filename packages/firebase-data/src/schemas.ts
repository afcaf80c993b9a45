import {
  CATEGORY_VALUES, DEFAULT_CUTOFFS, DIETS, MEALS, MENU_ITEM_STATUSES, ORDER_STATUSES, PLAN_MEALS, PLAN_STATUSES, SEAT_EVENTS,
  SUBSCRIPTION_STATUSES, CANCELLED_BY,
} from '@thali/domain';
import { REVIEW_LIMITS } from '@thali/domain';
import { z } from 'zod';

// The one definition of each stored record's shape: what is read is parsed with these (everything read is
// untrusted), and the record types below, and the app's types in model.ts, are made from them. The values a field
// may hold come from @thali/domain, as in the database rules.

const finite = z.number().refine(Number.isFinite, 'not a finite number');
const optText = z.string().optional();

export const userRecordSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.string().optional(),
  createdAt: z.union([z.string(), finite]).optional(),
  phone: optText, address: optText, cuisine: optText, image: optText,
});

export const providerRecordSchema = z.object({
  name: z.string().min(1),
  cuisine: optText, address: optText, phone: optText, image: optText,
  // the stars of its reviews, summed and counted (moved only with a review: RULES.md "Reviews and ratings")
  ratingSum: finite.optional(),
  ratingCount: finite.optional(),
  description: optText,
  approved: z.boolean().optional(),
  /** when the kitchen joined (server time); absent for listings made before it was kept */
  createdAt: finite.optional(),
});

export const menuItemRecordSchema = z.object({
  providerId: z.string(),
  name: z.string(),
  description: z.string(),
  price: finite,
  category: z.enum(CATEGORY_VALUES),
  imageUrl: z.string(),
  status: z.enum(MENU_ITEM_STATUSES).default('active'),
  createdAt: finite.default(0),
  updatedAt: finite.default(0),
});

export const cartRecordSchema = z.object({
  id: optText,
  providerId: z.string().default(''),
  name: z.string().default(''),
  description: z.string().default(''),
  price: finite,
  imageUrl: z.string().default(''),
  quantity: finite,
  addedAt: finite.default(0),
});

export const orderRecordSchema = z.object({
  userId: z.string(),
  providerId: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  price: finite,
  quantity: finite,
  status: z.enum(ORDER_STATUSES),
  timestamp: finite,
  // where to deliver (orders placed before issue 17 have none), the note for the kitchen, and who cancelled it
  address: optText,
  note: optText,
  updatedAt: finite.optional(),
  cancelledBy: z.enum(CANCELLED_BY).optional(),
  // the checkout's number, the same on every line of one checkout (orders placed before issue 20 have none)
  orderNumber: optText,
});

export const statsRecordSchema = z.object({
  totalOrders: finite.default(0),
  totalRevenue: finite.default(0),
  monthlyOrders: finite.default(0),
  monthlyRevenue: finite.default(0),
  pendingOrders: finite.default(0),
  completedOrders: finite.default(0),
  cancelledOrders: finite.default(0),
  monthStart: finite.optional(), // a stored monthKey (older data) is ignored: see orders/order-writes.ts
});

/** A plan's weekdays, Monday first: seven '0'/'1' characters, at least one '1'. */
const weekdays = z.string().regex(/^[01]{7}$/).refine((d) => d.includes('1'), 'no day chosen');

export const planRecordSchema = z.object({
  providerId: z.string(),
  name: z.string(),
  description: z.string().default(''),
  meals: z.enum(PLAN_MEALS),
  days: weekdays,
  diet: z.enum(DIETS),
  price: finite,
  capacity: finite,
  seatsTaken: finite.default(0),
  lunchCutoff: finite.default(DEFAULT_CUTOFFS.lunch),
  dinnerCutoff: finite.default(DEFAULT_CUTOFFS.dinner),
  status: z.enum(PLAN_STATUSES).default('active'),
  createdAt: finite.default(0),
  updatedAt: finite.default(0),
  // seat bookkeeping (RULES.md, "Tiffin plans"): written only with a subscription's create or cancel; the holder
  // markers live apart, in planSeats/{planId}/{subId}, read by no one
  seatEvent: z.object({ sub: z.string(), kind: z.enum(SEAT_EVENTS) }).optional(),
});

/** subscriptions/{subId}/skips/{day-meal} */
export const skipRecordSchema = z.object({ day: finite, meal: z.enum(MEALS) });
/** subscriptions/{subId}/pauses/{pauseId}: both days inclusive */
export const pauseRecordSchema = z.object({ from: finite, to: finite });

export const subscriptionRecordSchema = z.object({
  planId: z.string(),
  providerId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  address: z.string(),
  phone: optText,
  planName: z.string(),
  meals: z.enum(PLAN_MEALS),
  days: weekdays,
  diet: z.enum(DIETS),
  pricePerMeal: finite,
  startDay: finite,
  status: z.enum(SUBSCRIPTION_STATUSES),
  endDay: finite.optional(),
  createdAt: finite.default(0),
  cancelledAt: finite.optional(),
  skips: z.record(z.string(), skipRecordSchema).default({}),
  pauses: z.record(z.string(), pauseRecordSchema).default({}),
});

/** contactMessages/{pushId}: a message from the contact form (created by anyone, read by admins only) */
export const contactMessageRecordSchema = z.object({
  name: z.string(),
  email: z.string(),
  subject: optText,
  message: z.string(),
  createdAt: finite,
});
export type ContactMessageRecord = z.output<typeof contactMessageRecordSchema>;

/** reviews/{orderId}: a customer's review of one completed order, and the kitchen's reply */
export const reviewRecordSchema = z.object({
  providerId: z.string(),
  userId: z.string(),
  userInitial: z.string().default(''),
  stars: z.number().int().min(REVIEW_LIMITS.starsMin).max(REVIEW_LIMITS.starsMax),
  comment: z.string().default(''),
  createdAt: finite,
  updatedAt: finite,
  reply: optText,
  repliedAt: finite.optional(),
});
/** reviews/{orderId} */
export type ReviewRecord = z.output<typeof reviewRecordSchema>;

/** users/{uid} */
export type UserRecord = z.output<typeof userRecordSchema>;
/** providers/{uid}: the public listing of a kitchen */
export type ProviderRecord = z.output<typeof providerRecordSchema>;
/** menu-items/{id} */
export type MenuItemRecord = z.output<typeof menuItemRecordSchema>;
/** users/{uid}/cart/{itemId}: one basket line */
export type CartLineRecord = z.output<typeof cartRecordSchema>;
/** orders/{id}: one line of a checkout */
export type OrderRecord = z.output<typeof orderRecordSchema>;
/** stats/{providerUid} */
export type StatsRecord = z.output<typeof statsRecordSchema>;

/** plans/{planId}: a kitchen's tiffin plan */
export type PlanRecord = z.output<typeof planRecordSchema>;
/** subscriptions/{subId}: one customer's subscription to a plan (plan fields copied at subscription time) */
export type SubscriptionRecord = z.output<typeof subscriptionRecordSchema>;
export type SkipRecord = z.output<typeof skipRecordSchema>;
export type PauseRecord = z.output<typeof pauseRecordSchema>;

/** A record that failed validation: skipped, and reported here. */
export function reportInvalidRecord(path: string, error: unknown): void {
  const detail = error instanceof z.ZodError ? error.issues.map((i) => `${i.path.join('.') || '(record)'}: ${i.message}`).join('; ') : String(error);
  console.warn(`[firebase-data] skipped malformed record at ${path}: ${detail}`);
}

/** Parse one record; undefined (and a report) when it does not fit. */
export function parseRecord<S extends z.ZodType>(schema: S, path: string, value: unknown): z.output<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  reportInvalidRecord(path, result.error);
  return undefined;
}

/** Parse every child of a map-shaped node, skipping (and reporting) the malformed ones. */
export function parseChildren<S extends z.ZodType, T>(
  schema: S, basePath: string, value: unknown, build: (id: string, record: z.output<S>) => T,
): T[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') {
    reportInvalidRecord(basePath, 'expected an object');
    return [];
  }
  const out: T[] = [];
  for (const [id, raw] of Object.entries(value as Record<string, unknown>)) {
    const record = parseRecord(schema, `${basePath}/${id}`, raw);
    if (record !== undefined) out.push(build(id, record));
  }
  return out;
}
