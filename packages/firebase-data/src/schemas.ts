import {
  CATEGORY_VALUES, DEFAULT_CUTOFFS, DIETS, KITCHEN_LIMITS, WEEKDAY_KEYS, MEALS, MENU_ITEM_STATUSES, ORDER_STATUSES, PLAN_MEALS, PLAN_STATUSES, SEAT_EVENTS,
  SUBSCRIPTION_STATUSES, CANCELLED_BY, ORDER_STEPS,
} from '@thali/domain';
import { REVIEW_LIMITS } from '@thali/domain';
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

// The one definition of each stored record's shape: what is read is parsed with these (everything read is
// untrusted), and the record types below, and the app's types in model.ts, are made from them. The values a field
// may hold come from @thali/domain, as in the database rules. Written with zod/mini (issue 14): zod's functional API
// (z.optional(s), z._default(s, v), s.check(...)), the same schemas for a fraction of the code every page evaluates
// when the data layer loads. Unlike classic zod, mini sets no locale, so its own messages would all read "Invalid
// input": English is set here, for the reports below. Each record schema is made when first used (lazy-schema.ts): a
// public page makes the five it reads, not all twenty.
z.config(z.locales.en());

export const finite = z.number().check(z.refine(Number.isFinite, 'not a finite number'));
export const optText = z.optional(z.string());

/**
 * A delivery place (issue 40: users/{uid}/place, orders/{id}/place, subscriptions/{id}/place): house, street, area,
 * PIN code and an optional landmark. The rules check the bounds and the area/PIN agreement on every write.
 */
export const placeRecordSchema = lazySchema(() => z.object({ house: z.string(), street: z.string(), area: z.string(), pin: z.string(), landmark: optText }));

export const userRecordSchema = lazySchema(() => z.object({
  name: z.string(),
  // issue 44: an account made by mobile number has no e-mail ('' to its readers); its verified mobile is its `phone`
  email: z._default(z.string(), ''),
  role: z.optional(z.string()),
  createdAt: z.optional(z.union([z.string(), finite])),
  phone: optText, address: optText, cuisine: optText, image: optText,
  place: z.optional(placeRecordSchema),
}));

const minute = lazySchema(() => z.number().check(z.int(), z.gte(0), z.lte(KITCHEN_LIMITS.dayMinutes)));

/**
 * One day of a kitchen's week (providers/{uid}/hours/d0..d6, minutes after midnight Asia/Kolkata): closed, or one or
 * two windows, 0 ≤ open < close ≤ close2's open2 < close2 ≤ 1440. The keys are 'd0'..'d6', not 0..6: the database
 * hands back an object with small integer keys as an array.
 */
export const dayHoursRecordSchema = lazySchema(() => z.union([
  z.object({ closed: z.literal(true) }),
  z.object({ open: minute, close: minute, open2: z.optional(minute), close2: z.optional(minute) }).check(
    z.refine((d) => d.open < d.close, 'closes before it opens'),
    z.refine((d) => (d.open2 === undefined) === (d.close2 === undefined), 'a second window needs both times'),
    z.refine((d) => d.open2 === undefined || d.close2 === undefined || (d.close <= d.open2 && d.open2 < d.close2), 'second window out of order'),
  ),
]));
export const weeklyHoursRecordSchema = lazySchema(() => z.object(
  Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, dayHoursRecordSchema])) as Record<(typeof WEEKDAY_KEYS)[number], typeof dayHoursRecordSchema>,
));
/** providers/{uid}/holidays/{dayStart}: a day the kitchen is closed (key == String(day)). */
export const holidayRecordSchema = lazySchema(() => z.object({ day: finite, note: optText }));

export const providerRecordSchema = lazySchema(() => z.object({
  name: z.string().check(z.minLength(1)),
  cuisine: optText, address: optText, phone: optText, image: optText,
  // issue 39: the kitchen's area (Nagpur's list), its cuisine's own words (cuisine 'other'), its FSSAI number
  area: optText, cuisineOther: optText, fssai: optText,
  // the stars of its reviews, summed and counted (moved only with a review: RULES.md "Reviews and ratings")
  ratingSum: z.optional(finite),
  ratingCount: z.optional(finite),
  description: optText,
  approved: z.optional(z.boolean()),
  /** when the kitchen joined (server time); absent for listings made before it was kept */
  createdAt: z.optional(finite),
  // issue 16: the kitchen's week (absent: open every day, all day), its holidays by dayStart, "Pause orders now"
  // (accepting false; absent: accepting) and the pure-veg flag the menu writes keep
  hours: z.optional(weeklyHoursRecordSchema),
  holidays: z.optional(z.record(z.string(), holidayRecordSchema)),
  accepting: z.optional(z.boolean()),
  pureVeg: z.optional(z.boolean()),
  // issue 36: a new name the approved kitchen asked for, until staff approve it
  nameRequest: z.optional(z.object({ name: z.string(), requestedAt: finite })),
  // issue 40: the areas it delivers to (each true once the kitchen is approved: what the area query finds) and its
  // minimum order value in rupees (absent: none)
  deliversTo: z.optional(z.record(z.string(), z.boolean())),
  minOrder: z.optional(finite),
  // issue 41: a suspension by Thali (its reason; the rest is staff's): the kitchen is not approved meanwhile, but it
  // is no pending kitchen either, so its new name is a request like a listed kitchen's
  suspension: z.optional(z.object({ reason: z.optional(z.string()) })),
  // issue 42: where its customers pay by UPI ({ id, payee }); read leniently by toProvider (a bad one is left out,
  // never the whole listing)
  upi: z.optional(z.unknown()),
}));

export const menuItemRecordSchema = lazySchema(() => z.object({
  providerId: z.string(),
  name: z.string(),
  description: z.string(),
  price: finite,
  category: z.enum(CATEGORY_VALUES),
  imageUrl: z.string(),
  status: z._default(z.enum(MENU_ITEM_STATUSES), 'active'),
  createdAt: z._default(finite, 0),
  updatedAt: z._default(finite, 0),
  // issue 16: required on new items, absent on older ones; no daily limit without platesPerDay
  diet: z.optional(z.enum(DIETS)),
  platesPerDay: z.optional(z.number().check(z.int(), z.gte(KITCHEN_LIMITS.platesMin), z.lte(KITCHEN_LIMITS.platesMax))),
}));

export const cartRecordSchema = lazySchema(() => z.object({
  id: optText,
  providerId: z._default(z.string(), ''),
  name: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
  price: finite,
  imageUrl: z._default(z.string(), ''),
  quantity: finite,
  addedAt: z._default(finite, 0),
  diet: z.optional(z.enum(DIETS)),
}));

/** orders/{orderId}/lines/{0..11}: one dish of an order (issue 37), copied from the menu item when ordered. */
export const orderLineRecordSchema = lazySchema(() => z.object({
  itemId: z.string(),
  itemName: z.string(),
  price: finite,
  quantity: finite,
  // the item's diet at order time, and the day (dayStart) whose plates the line took (limited items only)
  diet: z.optional(z.enum(DIETS)),
  plateDay: z.optional(finite),
}));

/**
 * orders/{orderId}: one order number of one kitchen, its lines inside (issue 37; contract37.md). The lines' keys are
 * '0'..'11', contiguous, so the database hands them back as an array; a map is read too.
 */
export const orderRecordSchema = lazySchema(() => z.object({
  userId: z.string(),
  providerId: z.string(),
  orderNumber: optText,
  lines: z.union([z.array(orderLineRecordSchema), z.record(z.string(), orderLineRecordSchema)]),
  lineCount: z.optional(finite),
  itemsTotal: finite,
  fee: z._default(finite, 0),
  total: finite,
  status: z.enum(ORDER_STATUSES),
  step: z._default(z.enum(ORDER_STEPS), 'new'),
  timestamp: finite,
  acceptedAt: z.optional(finite),
  readyBy: z.optional(finite),
  onTheWayAt: z.optional(finite),
  updatedAt: z.optional(finite),
  cancelledBy: z.optional(z.enum(CANCELLED_BY)),
  cancelReason: optText,
  address: optText,
  note: optText,
  customerName: optText,
  customerPhone: optText,
  boardKey: optText,
  legacy: z.optional(z.boolean()),
  // issue 40: where (older orders have `address` only) and for when (older orders: as soon as possible, at `timestamp`)
  place: z.optional(placeRecordSchema),
  slotStart: z.optional(finite),
  asap: z.optional(z.boolean()),
  // issue 41: the audit entry of Thali's cancel
  cancelAudit: optText,
  // issue 42: the payment that paid it (written with a received entry or a confirmed report; removed by a correction),
  // read by toOrder (orders/to-orders.ts: paidOf). Not checked here: this module is in the public pages' first reads,
  // which do not take @thali/domain/payments for it
  paid: z.optional(z.unknown()),
}));

/**
 * An order line of before issue 37 (one record per line, `itemId` at the top): what a database not migrated yet
 * (`pnpm admin migrate-orders`) still holds. Read as a one-line order without a fee, so nothing vanishes meanwhile.
 */
export const legacyOrderRecordSchema = lazySchema(() => z.object({
  userId: z.string(),
  providerId: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  price: finite,
  quantity: finite,
  status: z.enum(ORDER_STATUSES),
  timestamp: finite,
  address: optText,
  note: optText,
  updatedAt: z.optional(finite),
  cancelledBy: z.optional(z.enum(CANCELLED_BY)),
  orderNumber: optText,
  diet: z.optional(z.enum(DIETS)),
  plateDay: z.optional(finite),
}));

/**
 * plateCounts/{providerId}/{dayStart}/{itemId} (issue 40): the plates of a limited item sold for that day, and the
 * order that moved it last.
 */
export const plateRecordSchema = lazySchema(() => z.object({
  sold: finite,
  order: optText,
  // issue 37: the line of that order ('0'..'11') whose dish it counts
  line: optText,
}));

export const statsRecordSchema = lazySchema(() => z.object({
  totalOrders: z._default(finite, 0),
  totalRevenue: z._default(finite, 0),
  monthlyOrders: z._default(finite, 0),
  monthlyRevenue: z._default(finite, 0),
  pendingOrders: z._default(finite, 0),
  completedOrders: z._default(finite, 0),
  cancelledOrders: z._default(finite, 0),
  monthStart: z.optional(finite), // a stored monthKey (older data) is ignored: see orders/order-writes.ts
}));

/** A plan's weekdays, Monday first: seven '0'/'1' characters, at least one '1'. */
const weekdays = lazySchema(() => z.string().check(z.regex(/^[01]{7}$/), z.refine((d) => d.includes('1'), 'no day chosen')));

export const planRecordSchema = lazySchema(() => z.object({
  providerId: z.string(),
  name: z.string(),
  description: z._default(z.string(), ''),
  meals: z.enum(PLAN_MEALS),
  days: weekdays,
  diet: z.enum(DIETS),
  price: finite,
  // the per-meal price in paise, stored with the price (older plans have none: they take no subscription until saved again)
  mealPricePaise: z.optional(finite),
  capacity: finite,
  seatsTaken: z._default(finite, 0),
  lunchCutoff: z._default(finite, DEFAULT_CUTOFFS.lunch),
  dinnerCutoff: z._default(finite, DEFAULT_CUTOFFS.dinner),
  status: z._default(z.enum(PLAN_STATUSES), 'active'),
  createdAt: z._default(finite, 0),
  updatedAt: z._default(finite, 0),
  // seat bookkeeping (RULES.md, "Tiffin plans"): written only with a subscription's create or cancel; the holder
  // markers live apart, in planSeats/{planId}/{subId}, read by no one
  seatEvent: z.optional(z.object({ sub: z.string(), kind: z.enum(SEAT_EVENTS) })),
}));

/** subscriptions/{subId}/skips/{day-meal} */
export const skipRecordSchema = lazySchema(() => z.object({ day: finite, meal: z.enum(MEALS) }));
/** subscriptions/{subId}/pauses/{pauseId}: both days inclusive */
export const pauseRecordSchema = lazySchema(() => z.object({ from: finite, to: finite }));

export const subscriptionRecordSchema = lazySchema(() => z.object({
  planId: z.string(),
  providerId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  address: z.string(),
  // issue 40: the place `address` is the one line of (older subscriptions have `address` only)
  place: z.optional(placeRecordSchema),
  phone: optText,
  planName: z.string(),
  meals: z.enum(PLAN_MEALS),
  days: weekdays,
  diet: z.enum(DIETS),
  // the plan's per-meal price (paise) when subscribed; older records hold pricePerMeal (₹) instead
  mealPricePaise: z.optional(finite),
  pricePerMeal: z.optional(finite),
  startDay: finite,
  status: z.enum(SUBSCRIPTION_STATUSES),
  endDay: z.optional(finite),
  createdAt: z._default(finite, 0),
  cancelledAt: z.optional(finite),
  cancelledBy: z.optional(z.enum(CANCELLED_BY)),
  cancelReason: optText,
  skips: z._default(z.record(z.string(), skipRecordSchema), {}),
  pauses: z._default(z.record(z.string(), pauseRecordSchema), {}),
  // issue 42: its number with its kitchen (billCounters), for bill references TH-B-YYMM-NNNN; absent on older ones
  billNo: z.optional(z.number().check(z.int(), z.gte(1))),
}));

/** contactMessages/{pushId}: a message from the contact form (created by anyone, read by admins only) */
export const contactMessageRecordSchema = lazySchema(() => z.object({
  name: z.string(),
  email: z.string(),
  subject: optText,
  message: z.string(),
  createdAt: finite,
}));
export type ContactMessageRecord = z.output<typeof contactMessageRecordSchema>;

/**
 * reviews/{reviewKey}: a customer's review of one kitchen, and the kitchen's reply. Public: it names neither the customer
 * nor the order (those are in the customer's own reviewKeys record below).
 */
export const reviewRecordSchema = lazySchema(() => z.object({
  providerId: z.string(),
  userInitial: z._default(z.string(), ''),
  stars: z.number().check(z.int(), z.gte(REVIEW_LIMITS.starsMin), z.lte(REVIEW_LIMITS.starsMax)),
  comment: z._default(z.string(), ''),
  createdAt: finite,
  updatedAt: finite,
  reply: optText,
  repliedAt: z.optional(finite),
  // issue 41: hidden (or restored) by staff; a hidden review leaves every public list and its kitchen's figures
  moderation: z.optional(z.object({ hidden: z.boolean(), at: finite, audit: z.string() })),
}));
/** reviews/{reviewKey} */
export type ReviewRecord = z.output<typeof reviewRecordSchema>;
/**
 * reviewKeys/{uid}/{providerId}: the customer's own record of its review of a kitchen: the review's key, the completed
 * order it is based on and when its edit window opened (server time).
 */
export const reviewKeyRecordSchema = lazySchema(() => z.object({ key: z.string(), order: z.string(), since: finite }));
export type ReviewKeyRecord = z.output<typeof reviewKeyRecordSchema>;

/** users/{uid} */
export type UserRecord = z.output<typeof userRecordSchema>;
/** providers/{uid}: the public listing of a kitchen */
export type ProviderRecord = z.output<typeof providerRecordSchema>;
/** menu-items/{id} */
export type MenuItemRecord = z.output<typeof menuItemRecordSchema>;
/** users/{uid}/cart/{itemId}: one basket line */
export type CartLineRecord = z.output<typeof cartRecordSchema>;
/** orders/{id}: one order (one number, one kitchen), its lines inside */
export type OrderRecord = z.output<typeof orderRecordSchema>;
/** orders/{id}/lines/{n} */
export type OrderLineRecord = z.output<typeof orderLineRecordSchema>;
/** orders/{id} of before issue 37: one line */
export type LegacyOrderRecord = z.output<typeof legacyOrderRecordSchema>;
/** plateCounts/{providerId}/{dayStart}/{itemId} */
export type PlateRecord = z.output<typeof plateRecordSchema>;
/** providers/{uid}/hours/{d0..d6} */
export type DayHoursRecord = z.output<typeof dayHoursRecordSchema>;
/** providers/{uid}/holidays/{dayStart} */
export type HolidayRecord = z.output<typeof holidayRecordSchema>;
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
  const detail = error instanceof z.core.$ZodError ? error.issues.map((i) => `${i.path.join('.') || '(record)'}: ${i.message}`).join('; ') : String(error);
  console.warn(`[firebase-data] skipped malformed record at ${path}: ${detail}`);
}

/** Parse one record; undefined (and a report) when it does not fit. */
export function parseRecord<S extends z.ZodMiniType>(schema: S, path: string, value: unknown): z.output<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  reportInvalidRecord(path, result.error);
  return undefined;
}

/** Parse every child of a map-shaped node, skipping (and reporting) the malformed ones. */
export function parseChildren<S extends z.ZodMiniType, T>(
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
