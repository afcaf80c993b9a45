// @ts-check
'use strict';
/**
 * What a Thali record may hold, written once. The data package types and validates records with these values, the
 * rules generator (packages/local-firebase/rules/build-rules.js) writes them into database.rules.json, and the demo
 * seed and the tests build their data with them. Plain CommonJS without dependencies, so Node's require, webpack and
 * jest load it as it is (the types are in ../index.d.ts, and this file is checked against them).
 */
const month = require('./month');

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
/** Every status an order can have: created pending; the provider completes or cancels it, once. */
const ORDER_STATUSES = list(['pending', 'completed', 'cancelled']);
/** What one stats write says happened to the orders of its batch. */
const STATS_EVENTS = list(['created', 'completed', 'cancelled']);
/**
 * Orders of one provider one atomic write can carry: the rules check the stats sums over this many fixed slots
 * (rules cannot loop, so every slot is written out), and checkout refuses a 13th line of one kitchen before writing.
 */
const BATCH_SLOTS = 12;
const MAX_LINES_PER_PROVIDER = BATCH_SLOTS;

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
const CART_LINE_FIELDS = list(['id', 'providerId', 'name', 'description', 'price', 'imageUrl', 'quantity', 'addedAt']);
const CART_LINE_REQUIRED = list(['price', 'quantity']);
/** An order's fields; `updatedAt` comes with the status change. */
const ORDER_FIELDS = list(['userId', 'providerId', 'itemId', 'itemName', 'price', 'status', 'timestamp', 'quantity']);
const MENU_ITEM_FIELDS = list(['name', 'description', 'price', 'category', 'imageUrl', 'providerId', 'status', 'createdAt', 'updatedAt']);
/** The figures of stats/{providerUid}. */
const STATS_COUNTERS = list(['totalOrders', 'totalRevenue', 'monthlyOrders', 'monthlyRevenue', 'pendingOrders', 'completedOrders', 'cancelledOrders']);

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
 * An https URL or a site path, as the database rules accept (at most MAX_LENGTH.imageUrl characters). Plain http is
 * refused: on the hosted (https) portal such an image is mixed content, which browsers block or flag.
 * @param {string} value
 */
function isImageUrl(value) {
  if (value.length > MAX_LENGTH.imageUrl) return false;
  if (isSitePath(value)) return true;
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
  PRICE_MIN, PRICE_MAX, QUANTITY_MIN, QUANTITY_MAX, RATING_MAX, MAX_LENGTH, EMAIL_MIN_LENGTH,
  CART_LINE_FIELDS, CART_LINE_REQUIRED, ORDER_FIELDS, MENU_ITEM_FIELDS, STATS_COUNTERS,
  isSitePath, isImageUrl,
  ...month,
};
module.exports = api;
