// @ts-check
'use strict';
/**
 * What a Thali record may hold, written once. The data package types and validates records with these values, the
 * rules generator (packages/local-firebase/rules/build-rules.js) writes them into database.rules.json, and the demo
 * seed and the tests build their data with them. Plain CommonJS without dependencies, so Node's require, webpack and
 * jest load it as it is (the types are in ../index.d.ts, and this file is checked against them).
 */
const month = require('./month');
const locale = require('./locale');
const kitchens = require('./kitchens');
const phones = require('./phones');
const images = require('./images');

/**
 * A frozen list whose entries keep their literal types (so the declared types can be checked against it).
 * @template {readonly string[]} const T
 * @param {T} xs
 * @returns {Readonly<T>}
 */
const list = (xs) => Object.freeze(xs);

// ---- menu ----
/** The menu categories (the stored values), in the order forms and filters list them. */
const CATEGORY_VALUES = list(['main-course', 'appetizers', 'desserts', 'beverages']);
/** What a person reads for each category. */
const CATEGORY_LABELS = Object.freeze({ 'main-course': 'Main Course', appetizers: 'Appetizers', desserts: 'Desserts', beverages: 'Beverages' });
const CATEGORIES = Object.freeze(CATEGORY_VALUES.map((value) => Object.freeze({ value, label: CATEGORY_LABELS[value] })));
/** A new item is active; an inactive one stays on record but cannot be ordered. */
const MENU_ITEM_STATUSES = list(['active', 'inactive']);

// ---- people ----
/** The roles chosen at sign-up (never changed afterwards). */
const ROLES = list(['user', 'meal_provider']);

// ---- orders ----
/**
 * Every status an order can have (the spec's, which its figures and stats count): created pending; the kitchen
 * completes ("Delivered") or cancels it, or its customer cancels it, once.
 */
const ORDER_STATUSES = list(['pending', 'completed', 'cancelled']);
/**
 * Issue 37: the steps of a pending order, in order: the kitchen accepts a new order (giving a ready-by time), then
 * sends it on its way; it can complete an accepted or on-the-way order. The step reached stays on a final order.
 */
const ORDER_STEPS = list(['new', 'accepted', 'on_the_way']);
/** What a person reads as an order's place in its life: the step while pending, then delivered (completed) or cancelled. */
const ORDER_STAGES = list(['new', 'accepted', 'on_the_way', 'delivered', 'cancelled']);
const ORDER_STAGE_LABELS = Object.freeze({ new: 'New', accepted: 'Accepted', on_the_way: 'On the way', delivered: 'Delivered', cancelled: 'Cancelled' });
/**
 * The stage of a stored order: completed is delivered, cancelled is cancelled, a pending order is at its step (orders
 * without one, from before issue 37, are new).
 * @param {{ status: string, step?: string }} order
 * @returns {import('../index').OrderStage}
 */
function orderStageOf(order) {
  if (order.status === 'completed') return 'delivered';
  if (order.status === 'cancelled') return 'cancelled';
  return order.step === 'accepted' || order.step === 'on_the_way' ? order.step : 'new';
}
/** The reasons a kitchen picks from when it cancels an order (it may type its own instead). */
const KITCHEN_CANCEL_REASONS = list(['Sold out', 'Closing early', 'Cannot deliver there']);
/** What one stats write says happened to the orders of its batch. */
const STATS_EVENTS = list(['created', 'completed', 'cancelled']);
/**
 * Orders of one kitchen one atomic write can carry in its stats batch: one since issue 37 (a checkout makes at most
 * one order per kitchen, its lines inside), so the rules check one slot. The protocol keeps its shape
 * (stats/{p}/batch/0 names the order).
 */
const BATCH_SLOTS = 1;
/** The most lines (different dishes) one order holds: orders/{id}/lines/0..11. */
const MAX_LINES_PER_ORDER = 12;
/** The same number under its older name: a basket's lines of one kitchen become one order. */
const MAX_LINES_PER_PROVIDER = MAX_LINES_PER_ORDER;
// Rupees: the delivery fee of every new order (its own entry, './fees', so the shell's basket can take it alone).
const { DELIVERY_FEE } = require('./fees');

// ---- bounds ----
/** Rupees: the cheapest thing a kitchen sells costs at least ₹1; ₹20,000 is far above any tiffin or thali. */
const PRICE_MIN = 1;
const PRICE_MAX = 20000;
/**
 * Portions of one item in one order line or basket line. Unbounded, one order could push a provider's revenue into
 * floating-point nonsense.
 */
const QUANTITY_MIN = 1;
const QUANTITY_MAX = 50;
/** A kitchen's rating, set by an admin. */
const RATING_MAX = 5;
// ---- reviews (issue 17; one per customer per kitchen since issue 36) ----
/**
 * A customer's review of one kitchen (reviews/{reviewKey}): whole stars 1–5 and an optional comment, editable for
 * editDays after it was first written and again for editDays after the customer bases it on a later completed order
 * of the same kitchen (server time); the kitchen replies once. `initialMax`: the first letter of the customer's name,
 * the only part of it the public sees (two UTF-16 units hold any letter). The public record names neither the
 * customer nor the order: those live in the customer's private reviewKeys/{uid}/{providerId} (REVIEW_KEY_FIELDS).
 */
const REVIEW_LIMITS = Object.freeze({ starsMin: 1, starsMax: 5, commentMax: 500, replyMax: 500, editDays: 7, initialMax: 2 });
const REVIEW_FIELDS = list(['providerId', 'userInitial', 'stars', 'comment', 'createdAt', 'updatedAt', 'reply', 'repliedAt', 'moderation']);
const REVIEW_REQUIRED = list(['providerId', 'userInitial', 'stars', 'comment', 'createdAt', 'updatedAt']);
/**
 * reviewKeys/{uid}/{providerId}, readable by that customer alone: `key`, the opaque id of its review of the kitchen
 * (set once, never changed); `order`, the completed order the review is based on (the latest one the customer named);
 * `since`, when the edit window opened (server time of the review's creation or of the move to a later order).
 */
const REVIEW_KEY_FIELDS = list(['key', 'order', 'since']);
/** providers/{uid}: the sum and count of its reviews' stars (the rating is their mean) and the review the last move accounts for. */
const RATING_FIELDS = list(['ratingSum', 'ratingCount', 'ratingEvent']);
/** Most characters of each stored text. */
const MAX_LENGTH = Object.freeze({
  name: 100, description: 500, email: 254, phone: 40, address: 300, cuisine: 100,
  /** an ISO date-time, or older data's own text */
  createdAt: 40,
  /** a database key kept as a value (a basket line's item id, a batch slot's order id) */
  id: 128,
  imageUrl: 2048,
});
/** Fewest characters of an email address (a@b). */
const EMAIL_MIN_LENGTH = 3;

// ---- record fields ----
/** A basket line (users/{uid}/cart/{itemId}): what add-to-cart writes, nothing else. */
// contactMessages/{pushId}: what the contact form stores (anyone may create one; only admins read them)
const CONTACT_FIELDS = list(['name', 'email', 'subject', 'message', 'createdAt']);
const CONTACT_REQUIRED = list(['name', 'email', 'message', 'createdAt']);
const CONTACT_LIMITS = Object.freeze({ nameMax: 100, emailMax: 254, subjectMax: 150, messageMax: 5000 });
/**
 * The contact form's daily budget (issue 36), per Asia/Kolkata day by the server's clock, kept in
 * contactBudget/users/{uid} (a signed-in sender) or contactBudget/public (every signed-out visitor together) as
 * { day, count, message } and moved in the same write as each message: 5 a day is more than any real question needs;
 * 100 a day for all signed-out visitors together bounds what an anonymous script can store (100 × 5 KB) while a
 * visitor without an account can still write most days (RULES.md, "Contact messages").
 */
const CONTACT_BUDGET = Object.freeze({ perUserPerDay: 5, publicPerDay: 100 });
const CONTACT_BUDGET_FIELDS = list(['day', 'count', 'message']);

const CART_LINE_FIELDS = list(['id', 'providerId', 'name', 'description', 'price', 'imageUrl', 'quantity', 'addedAt', 'diet']);
const CART_LINE_REQUIRED = list(['price', 'quantity']);
/**
 * An order (issue 37: one record per order number and kitchen, orders/{orderId}): what every order holds, new or
 * migrated from the older line-shaped records. `lines` holds '0'…String(lineCount − 1) (ORDER_LINE_FIELDS);
 * itemsTotal is Σ price × quantity over the lines in key order, fee DELIVERY_FEE (0 on migrated orders), total their
 * sum; `step` is the step reached (ORDER_STEPS); `boardKey` is providerId|status|timestamp, the kitchen board's index.
 */
const ORDER_FIELDS = list(['userId', 'providerId', 'lines', 'lineCount', 'itemsTotal', 'fee', 'total', 'status', 'step', 'timestamp', 'boardKey']);
/**
 * What else an order may hold: its number (orders migrated without one have none), the delivery details and the
 * customer's name and mobile (required on a new order), the times of its steps (acceptedAt with readyBy, onTheWayAt,
 * updatedAt when it became final), who cancelled and why, and `legacy` on migrated orders. Issue 40: where it goes
 * (`place`, @thali/domain/address; `address` is its one line) and the delivery slot it is for (`slotStart`, and `asap`
 * for "as soon as possible": slotStart is then its timestamp); orders from before have `address` only and no slot.
 */
const ORDER_EXTRA_FIELDS = list(['orderNumber', 'address', 'note', 'customerName', 'customerPhone', 'acceptedAt', 'readyBy', 'onTheWayAt',
  'updatedAt', 'cancelledBy', 'cancelReason', 'legacy', 'place', 'slotStart', 'asap',
  // issue 41: the audit entry of Thali's cancel (cancelledBy 'thali'), written with it
  'cancelAudit']);
/** What a new order must hold besides ORDER_FIELDS. */
const ORDER_NEW_REQUIRED = list(['orderNumber', 'address', 'customerName', 'customerPhone', 'place', 'slotStart']);
/** One line of an order (orders/{id}/lines/{n}): the dish as the menu had it; plateDay when the dish has a daily limit. */
const ORDER_LINE_FIELDS = list(['itemId', 'itemName', 'price', 'quantity', 'diet', 'plateDay']);
const ORDER_LINE_REQUIRED = list(['itemId', 'itemName', 'price', 'quantity']);
/**
 * The older one-record-per-line order (before issue 37): migrated into whole orders (order-migration.js), never
 * written again; the migration recognises one by its top-level itemId.
 */
const LEGACY_ORDER_FIELDS = list(['userId', 'providerId', 'itemId', 'itemName', 'price', 'status', 'timestamp', 'quantity',
  'address', 'note', 'updatedAt', 'cancelledBy', 'orderNumber', 'diet', 'plateDay']);
/** The kitchen board's index of an order (orders/{id}/boardKey): `${providerId}|${status}|${timestamp}` (13-digit ms). */
const BOARD_KEY_SEPARATOR = '|';
/**
 * @param {string} providerId @param {string} status @param {number} timestamp
 */
function boardKeyOf(providerId, status, timestamp) {
  return `${providerId}${BOARD_KEY_SEPARATOR}${status}${BOARD_KEY_SEPARATOR}${timestamp}`;
}
const MENU_ITEM_FIELDS = list(['name', 'description', 'price', 'category', 'imageUrl', 'providerId', 'status', 'createdAt', 'updatedAt',
  'diet', 'platesPerDay']);
/**
 * What every menu item holds. `diet` (issue 16) is required on a new item and can never be removed, but items made
 * before it have none (they show no mark until edited); `platesPerDay` is optional (no limit without it).
 */
const MENU_ITEM_REQUIRED = list(['name', 'description', 'price', 'category', 'imageUrl', 'providerId', 'status', 'createdAt', 'updatedAt']);
/** The figures of stats/{providerUid}. */
/**
 * Who cancelled an order: its customer (within ORDER_LIMITS.cancelWindowMs of placing it) or its kitchen; issue 41:
 * Thali's staff, on the customer's behalf, with a reason.
 */
const CANCELLED_BY = list(['customer', 'provider', 'thali']);
/**
 * Delivery details of an order (issue 17): an address the kitchen can find (5–200 characters, as a tiffin
 * subscription's) and an optional note ("ring twice"). A customer may cancel a pending order within 10 minutes of
 * placing it, by server time (the rules compare `now` with the order's timestamp): after that the kitchen may be
 * cooking. Issue 37: only while the kitchen has not accepted it either.
 */
const ORDER_LIMITS = Object.freeze({
  addressMin: 5, addressMax: 200, noteMax: 200, cancelWindowMs: 600000,
  /** a kitchen's cancel reason (required) or a customer's (optional): 1–200 characters */
  reasonMax: 200,
  /** the ready-by time a kitchen gives when it accepts: after now, at most 12 hours ahead (server time) */
  readyByMaxMs: 43200000,
  /** the customer's name on an order (the kitchen's order card shows it) */
  customerNameMax: 100,
  /**
   * A new order's `timestamp` is the client's reading of the server clock (Date.now() + .info/serverTimeOffset), not
   * ServerValue.TIMESTAMP: its boardKey (providerId|status|timestamp) is written in the same write and must repeat it,
   * and a server value cannot be joined into a string. The rules accept now − 120 s < timestamp ≤ now (server time).
   */
  timestampSkewMs: 120000,
});
/**
 * The number a customer and a kitchen read for one checkout (a cart checkout or one Buy Now), e.g. TH-2611-0042: TH,
 * the year and month in Asia/Kolkata (YYMM, the server's month), and the checkout's place in that month across the
 * marketplace, zero-padded to four digits and growing to five and more past 9,999 (TH-2611-10000). The database
 * allocates it (issue 36): orderCounters/{YYMM} holds the month's last number and moves in the same write as the
 * orders, and orderNumbers/{number} claims each number once, so no two checkouts share one and none is out of
 * sequence. Orders from before issue 36 keep their random four digits (the same shape).
 */
const ORDER_NUMBER_PREFIX = 'TH';
const ORDER_NUMBER_PATTERN = '^TH-[0-9]{4}-([0-9]{4}|[1-9][0-9]{4}[0-9]*)$';

/**
 * The order number `seq` (1, 2, …) of the month labelled `yymm` ('2611'): TH-2611-0001 … TH-2611-9999, TH-2611-10000.
 * @param {string} yymm @param {number} seq
 */
function orderNumberOf(yymm, seq) {
  return `${ORDER_NUMBER_PREFIX}-${yymm}-${String(seq).padStart(4, '0')}`;
}

/**
 * Whether `value` is an order number (the shape the rules accept).
 * @param {unknown} value
 * @returns {value is string}
 */
function isOrderNumber(value) {
  return typeof value === 'string' && new RegExp(ORDER_NUMBER_PATTERN).test(value);
}
const STATS_COUNTERS = list(['totalOrders', 'totalRevenue', 'monthlyOrders', 'monthlyRevenue', 'pendingOrders', 'completedOrders', 'cancelledOrders']);

// ---- tiffin plans and subscriptions (issue 15) ----
/** The meals a kitchen delivers; a day's meal is one of these. */
const MEALS = list(['lunch', 'dinner']);
/** What a plan delivers each plan day. */
const PLAN_MEALS = list(['lunch', 'dinner', 'both']);
const PLAN_MEAL_LABELS = Object.freeze({ lunch: 'Lunch', dinner: 'Dinner', both: 'Lunch and Dinner' });
/** A plan's diet (shown with a text mark, not colour alone). */
const { DIETS, DIET_LABELS } = require('./diets');
/** A retired plan stays on record (its subscriptions keep it) but takes no new subscriptions. */
const PLAN_STATUSES = list(['active', 'retired']);
const SUBSCRIPTION_STATUSES = list(['active', 'cancelled']);
/** What a plan's seatEvent says happened to the seat of the subscription it names. */
const SEAT_EVENTS = list(['taken', 'released']);
/** Skip cut-offs, minutes after midnight Asia/Kolkata: lunch 09:00, dinner 15:00. */
const DEFAULT_CUTOFFS = Object.freeze({ lunch: 540, dinner: 900 });
/** Weekdays of a plan, Monday first, as a 7-character '0'/'1' string; the default is Monday–Saturday. */
const DEFAULT_PLAN_DAYS = '1111110';
/** Bounds of plans and subscriptions (prices use PRICE_MIN/PRICE_MAX). */
const PLAN_LIMITS = Object.freeze({
  nameMax: 60, descriptionMax: 300, capacityMin: 1, capacityMax: 500, cutoffMax: 1439,
  customerNameMax: 100, addressMin: 5, addressMax: 200, phoneMax: 40,
  /** a subscription starts tomorrow at the earliest, this many days ahead at the latest */
  startDaysAhead: 30,
  /** most days one pause spans (to − from) */
  pauseMaxDays: 60,
  /**
   * most ACTIVE subscriptions one customer holds to one plan: a family may take two (two addresses or two tiffins), more
   * is one account squatting seats under made-up names (RULES.md, "Tiffin plans")
   */
  holdingsMax: 2,
  /** a kitchen cancelling a subscription says why, in 1–200 characters */
  cancelReasonMax: 200,
  /** a plan's per-meal price in paise: 1 paisa … ₹20,000 */
  mealPaiseMax: 2000000,
});
/** A "standard month" of weeks, for the per-meal price: price / (meals a day × days a week × 52 / 12). */
const WEEKS_PER_MONTH = 52 / 12;
/**
 * A plan's per-meal price in whole paise: the monthly price (₹) over a standard month of its meals, rounded to the
 * paisa. The kitchen's app stores it with the price (plans/{id}/mealPricePaise); subscriptions copy it; bills
 * multiply it (integers: no floating drift). NaN when there are no meals or no positive price.
 * @param {number} price @param {string} meals @param {string} days
 */
function mealPricePaise(price, meals, days) {
  const perWeek = (meals === 'both' ? 2 : meals === 'lunch' || meals === 'dinner' ? 1 : 0) * [...days].filter((c) => c === '1').length;
  if (!(perWeek > 0) || !(price > 0)) return Number.NaN;
  return Math.round((price / (perWeek * WEEKS_PER_MONTH)) * 100);
}
/** A plan's fields (seatEvent is the seat bookkeeping, written with subscriptions; holders are in planSeats/). */
const PLAN_FIELDS = list(['providerId', 'name', 'description', 'meals', 'days', 'diet', 'price', 'mealPricePaise', 'capacity', 'seatsTaken',
  'lunchCutoff', 'dinnerCutoff', 'status', 'createdAt', 'updatedAt']);
/**
 * A subscription's fields; phone optional, endDay, cancelledAt, cancelledBy and cancelReason come with the cancel, skips
 * and pauses later. mealPricePaise is the plan's at subscription time; pricePerMeal (₹, chosen by the client) is the
 * older records' price: read, never written again. billNo (issue 42): its number with its kitchen, given in its
 * creation write (billCounters/{kitchen}), for its bills' references; older ones get theirs from a migration.
 */
const SUBSCRIPTION_FIELDS = list(['planId', 'providerId', 'customerId', 'customerName', 'address', 'phone', 'planName', 'meals',
  'days', 'diet', 'mealPricePaise', 'pricePerMeal', 'startDay', 'status', 'endDay', 'createdAt', 'cancelledAt', 'cancelledBy', 'cancelReason',
  'place', 'billNo']);
/** Required on every write (older records have pricePerMeal instead of mealPricePaise: a new one must have the latter). */
const SUBSCRIPTION_REQUIRED = list(['planId', 'providerId', 'customerId', 'customerName', 'address', 'planName', 'meals',
  'days', 'diet', 'startDay', 'status', 'createdAt']);

// ---- image addresses ----
/**
 * A path on the site serving the page, such as /images/kheer.svg (the demo images). Not `//host` nor `/\host`:
 * browsers read both as another host. No backslash anywhere, since URL parsers turn it into a slash.
 * @param {string} value
 */
function isSitePath(value) {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/**
 * An https URL, a site path or a kitchen's uploaded picture (a storage reference, ./images.js), as the database rules
 * accept (at most MAX_LENGTH.imageUrl characters). Plain http is refused: on the hosted (https) portal such an image
 * is mixed content, which browsers block or flag.
 * @param {string} value
 */
function isImageUrl(value) {
  if (value.length > MAX_LENGTH.imageUrl) return false;
  if (isSitePath(value) || images.isStorageRef(value)) return true;
  if (!/^https:\/\/[^\s\\]+$/.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The declared types: a value that disagrees with ../index.d.ts does not typecheck. @satisfies {typeof import('../index')} */
const api = {
  CATEGORIES, CATEGORY_VALUES, CATEGORY_LABELS, MENU_ITEM_STATUSES, ROLES, ORDER_STATUSES, STATS_EVENTS, BATCH_SLOTS, MAX_LINES_PER_PROVIDER,
  ORDER_STEPS, ORDER_STAGES, ORDER_STAGE_LABELS, orderStageOf, KITCHEN_CANCEL_REASONS, MAX_LINES_PER_ORDER, DELIVERY_FEE,
  ORDER_NEW_REQUIRED, ORDER_LINE_FIELDS, ORDER_LINE_REQUIRED, LEGACY_ORDER_FIELDS, BOARD_KEY_SEPARATOR, boardKeyOf,
  PRICE_MIN, PRICE_MAX, QUANTITY_MIN, QUANTITY_MAX, RATING_MAX, MAX_LENGTH, EMAIL_MIN_LENGTH,
  CART_LINE_FIELDS, CART_LINE_REQUIRED, ORDER_FIELDS, MENU_ITEM_FIELDS, MENU_ITEM_REQUIRED, STATS_COUNTERS,
  ORDER_EXTRA_FIELDS, CANCELLED_BY, ORDER_LIMITS, ORDER_NUMBER_PREFIX, ORDER_NUMBER_PATTERN, orderNumberOf, isOrderNumber,
  REVIEW_LIMITS, REVIEW_FIELDS, REVIEW_REQUIRED, REVIEW_KEY_FIELDS, RATING_FIELDS,
  CONTACT_FIELDS, CONTACT_REQUIRED, CONTACT_LIMITS, CONTACT_BUDGET, CONTACT_BUDGET_FIELDS,
  MEALS, PLAN_MEALS, PLAN_MEAL_LABELS, DIETS, DIET_LABELS, PLAN_STATUSES, SUBSCRIPTION_STATUSES, SEAT_EVENTS, DEFAULT_CUTOFFS,
  DEFAULT_PLAN_DAYS, PLAN_LIMITS, WEEKS_PER_MONTH, mealPricePaise, PLAN_FIELDS, SUBSCRIPTION_FIELDS, SUBSCRIPTION_REQUIRED,
  isSitePath, isImageUrl,
  ...month,
  ...locale,
  ...kitchens,
  ...phones,
  ...images,
};
module.exports = api;
