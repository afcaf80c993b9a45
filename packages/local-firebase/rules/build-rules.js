#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * Generates the repo-root database.rules.json (the file deployed to hosted Firebase and loaded by the emulator).
 * Edit here, then run `node packages/local-firebase/rules/build-rules.js`. See packages/local-firebase/RULES.md
 * (design and threat model).
 */
const fs = require('fs');
const path = require('path');

const and = (/** @type {string[]} */ ...xs) => xs.map((x) => `(${x})`).join(' && ');
const or = (/** @type {string[]} */ ...xs) => xs.map((x) => `(${x})`).join(' || ');
const str = (/** @type {number} */ min, /** @type {number} */ max) => `newData.isString() && newData.val().length >= ${min} && newData.val().length <= ${max}`;
const role = (/** @type {string} */ uidExpr) => `root.child('users/' + ${uidExpr} + '/role').val()`;
/** A number in [min, max]; `integer` also requires a whole number. */
const numberIn = (/** @type {number} */ min, /** @type {number} */ max, integer = false) =>
  `newData.isNumber() && newData.val() >= ${min} && newData.val() <= ${max}${integer ? ' && newData.val() % 1 == 0' : ''}`;

// ---- limits (RULES.md, "Threat model") ----
/** Rupees: the cheapest thing a kitchen sells costs at least ₹1; ₹20,000 is far above any tiffin or thali. */
const PRICE_MIN = 1;
const PRICE_MAX = 20000;
/** Portions of one item in one order line (and one basket line). */
const QUANTITY_MAX = 50;
const URL_MAX = 2048;
const price = () => numberIn(PRICE_MIN, PRICE_MAX);
const quantity = () => numberIn(1, QUANTITY_MAX, true);
/**
 * An image address the apps may put in <img src>: `https://…`, or a path on the site itself (`/images/x.svg`).
 * Not `//host` (protocol-relative: another host), no backslash anywhere (browsers read `/\host` as `//host`) and no
 * whitespace (browsers drop tabs and newlines inside URLs, so `/<tab>/host` would also be `//host`).
 */
const imageUrl = (/** @type {number} */ minLength) => and(str(minLength, URL_MAX), or(
  `newData.val().beginsWith('https://')`, `newData.val().beginsWith('/') && !newData.val().beginsWith('//')`,
  ...(minLength === 0 ? [`newData.val() == ''`] : [])),
`!newData.val().contains('\\\\')`, '!newData.val().matches(/\\s/)');

// ---- who ----
const signedIn = 'auth != null';
/** An admin: `admins/{uid}` is true (set in the Firebase console or with the owner credential; nobody can write it by rules). */
const isAdmin = and(signedIn, `root.child('admins/' + auth.uid).val() == true`);

// ---- the month (Asia/Kolkata) ----
const IST_OFFSET = 19800000; // Asia/Kolkata is UTC+05:30 all year (India has no daylight saving time)
/** The range of months the rules know. Orders cannot be created after the last one: regenerate the rules before then. */
const MONTH_TABLE_FIRST = { year: 2024, month: 1 };
const MONTH_TABLE_LAST = { year: 2040, month: 12 };
/** Epoch ms of 00:00 IST on the 1st of `month` of `year` (month 1 = January; 13 is January of the next year: Date.UTC carries over). */
const istMonthStart = (/** @type {number} */ year, /** @type {number} */ month) => Date.UTC(year, month - 1, 1) - IST_OFFSET;
/**
 * The month starts of the table, in order, plus one more: the end of the last month. Month i runs from
 * starts[i] (inclusive) to starts[i + 1] (exclusive).
 */
function monthTable(first = MONTH_TABLE_FIRST, last = MONTH_TABLE_LAST) {
  const months = (last.year - first.year) * 12 + (last.month - first.month) + 1;
  return Array.from({ length: months + 1 }, (_, i) => istMonthStart(first.year, first.month + i));
}
const MONTH_STARTS = monthTable();
/**
 * A rules expression equal to the start of the month containing `now`, for starts[0] <= now < starts[last]: a balanced
 * tree of `now < bound ? … : …` (depth log2 of the months; rules cannot compute dates, so the table is enumerated).
 * Outside that range its value is meaningless: guard it with currentMonthKnown.
 */
function currentMonthStartExpr(starts = MONTH_STARTS) {
  const tree = (/** @type {number} */ lo, /** @type {number} */ hi) => {
    if (hi - lo === 1) return String(starts[lo]);
    const mid = (lo + hi) >> 1;
    return `(now < ${starts[mid]} ? ${tree(lo, mid)} : ${tree(mid, hi)})`;
  };
  return tree(0, starts.length - 1);
}
const currentMonthKnown = `now >= ${MONTH_STARTS[0]} && now < ${MONTH_STARTS[MONTH_STARTS.length - 1]}`;

// ---- stats ----
/**
 * One write may carry up to BATCH_SLOTS events of one provider: `batch/{0..BATCH_SLOTS-1}` name the orders, `event`
 * says what happened to all of them, `applied/{orderId}` flips once per order. A slot counts when it holds an order
 * id whose marker changes in this write; the counters must move by exactly the sum over the counted slots.
 * Rules cannot loop, so the sums are unrolled over the fixed slots (RULES.md).
 */
const BATCH_SLOTS = 12;
const SLOTS = Array.from({ length: BATCH_SLOTS }, (_, i) => i);
const newVal = (/** @type {string} */ c) => `newData.child('${c}').val()`;
const oldVal = (/** @type {string} */ c) => `data.child('${c}').val()`;
const oldOrZero = (/** @type {string} */ c) => `(data.child('${c}').exists() ? data.child('${c}').val() : 0)`;
const same = (/** @type {string} */ c) => `${newVal(c)} == ${oldVal(c)}`;
const plus = (/** @type {string} */ c, /** @type {string} */ d) => `${newVal(c)} == ${oldOrZero(c)} + ${d}`;
const minus = (/** @type {string} */ c, /** @type {string} */ d) => `${newVal(c)} == ${oldOrZero(c)} - ${d}`;
const eventIs = (/** @type {string} */ e) => `${newVal('event')} == '${e}'`;
const slotVal = (/** @type {number} */ i) => `newData.child('batch/${i}').val()`;
const counted = (/** @type {number} */ i) => `(newData.child('batch/${i}').isString() && newData.child('applied/' + ${slotVal(i)}).val() != data.child('applied/' + ${slotVal(i)}).val())`;
const slotOrder = (/** @type {number} */ i, /** @type {string} */ f) => `newData.parent().parent().child('orders/' + ${slotVal(i)} + '/${f}').val()`;
const slotAmount = (/** @type {number} */ i) => `(${slotOrder(i, 'price')} * ${slotOrder(i, 'quantity')})`;
/** k: the number of counted slots. */
const countedOrders = `(${SLOTS.map((i) => `(${counted(i)} ? 1 : 0)`).join(' + ')})`;
/** S: Σ price × quantity over the counted slots, left to right (the client sums in slot order too, so the floating-point result is identical). */
const countedAmount = `(${SLOTS.map((i) => `(${counted(i)} ? ${slotAmount(i)} : 0)`).join(' + ')})`;
/** SM: the part of S whose orders belong to the stored month (timestamp ≥ monthStart). */
const countedAmountInMonth = `(${SLOTS.map((i) => `(${counted(i)} ? (${slotOrder(i, 'timestamp')} >= ${newVal('monthStart')} ? ${slotAmount(i)} : 0) : 0)`).join(' + ')})`;
const COUNTERS = ['totalOrders', 'totalRevenue', 'monthlyOrders', 'monthlyRevenue', 'pendingOrders', 'completedOrders', 'cancelledOrders'];
const unchangedExcept = (/** @type {string[]} */ changed) => and(...COUNTERS.filter((c) => !changed.includes(c)).map(same));
/** After a 'created' event, monthStart is the start of the current month (server time, Asia/Kolkata): never a client's choice. */
const monthIsCurrent = and(currentMonthKnown, `${newVal('monthStart')} == ${currentMonthStartExpr()}`);
const statsConsistency = or(
  // k > 0 orders created in this write
  and(eventIs('created'), `${countedOrders} > 0`, plus('totalOrders', countedOrders), plus('pendingOrders', countedOrders),
    plus('totalRevenue', countedAmount), same('completedOrders'), same('cancelledOrders'), monthIsCurrent,
    or(
      // the stored month is the current one: the monthly figures grow
      and(same('monthStart'), plus('monthlyOrders', countedOrders), plus('monthlyRevenue', countedAmount)),
      // a new month (or none stored): the monthly figures restart with these orders
      and(`${newVal('monthStart')} != ${oldVal('monthStart')}`, `${newVal('monthlyOrders')} == ${countedOrders}`,
        `${newVal('monthlyRevenue')} == ${countedAmount}`))),
  // k > 0 orders completed: pending → completed, nothing else moves
  and(eventIs('completed'), `${countedOrders} > 0`, minus('pendingOrders', countedOrders), plus('completedOrders', countedOrders),
    unchangedExcept(['pendingOrders', 'completedOrders']), same('monthStart')),
  // k > 0 orders cancelled: pending → cancelled, their amounts leave totalRevenue, and monthlyRevenue for orders of the
  // stored month (stats without a monthStart, from older data, keep their monthlyRevenue: the next order restarts it)
  and(eventIs('cancelled'), `${countedOrders} > 0`, same('monthStart'),
    minus('pendingOrders', countedOrders), plus('cancelledOrders', countedOrders), minus('totalRevenue', countedAmount),
    or(and(`newData.child('monthStart').isNumber()`, minus('monthlyRevenue', countedAmountInMonth)),
      and(`!newData.child('monthStart').exists()`, or(same('monthlyRevenue'), plus('monthlyRevenue', '0')))),
    same('totalOrders'), same('monthlyOrders'), same('completedOrders')),
);
// who may touch stats/$p at all: the provider itself, or a customer (role user)
const statsParty = and(signedIn, `auth.uid == $p || ${role('auth.uid')} == 'user'`);
const statsWriter = and(statsParty, 'newData.exists()');
const orderAt = (/** @type {string} */ which, /** @type {string} */ f) => `${which}.child('orders/' + $oid + '/${f}').val()`;
const newRootFromMarker = `newData.parent().parent().parent().parent()`;
const newStatsFromMarker = `newData.parent().parent()`;
const markerRule = and(
  or(...SLOTS.map((i) => `${newStatsFromMarker}.child('batch/${i}').val() == $oid`)),
  `newData.val() == ${newStatsFromMarker}.child('event').val()`,
  or(
    and(`newData.val() == 'created'`, '!data.exists()', `!root.child('orders/' + $oid).exists()`,
      `${orderAt(newRootFromMarker, 'providerId')} == $p`, `${orderAt(newRootFromMarker, 'status')} == 'pending'`,
      `${orderAt(newRootFromMarker, 'userId')} == auth.uid`),
    and(`newData.val() == 'completed' || newData.val() == 'cancelled'`, `data.val() == 'created'`, `auth.uid == $p`,
      `${orderAt('root', 'status')} == 'pending'`, `${orderAt(newRootFromMarker, 'status')} == newData.val()`,
      `${orderAt('root', 'providerId')} == $p`),
  ),
);
// a batch slot: an order id, distinct from the other slots, whose marker changes in this write
const slotRule = and(str(1, 128),
  ...SLOTS.map((j) => `$slot == '${j}' || newData.parent().child('${j}').val() != newData.val()`),
  `newData.parent().parent().child('applied/' + newData.val()).val() != data.parent().parent().child('applied/' + newData.val()).val()`);

/** @type {Record<string, any>} */
const statsFields = {};
for (const c of COUNTERS) statsFields[c] = { '.write': statsWriter, '.validate': 'newData.isNumber()' };
// the stored month is readable by every signed-in user (a customer's write must know whether it starts a new month)
statsFields.monthStart = { '.read': signedIn, '.write': statsWriter, '.validate': 'newData.isNumber()' };
// the 'YYYY-MM' label of older data is no longer part of the protocol: it may only be deleted (with an event)
statsFields.monthKey = { '.write': and(statsParty, '!newData.exists()'), '.validate': false };
statsFields.event = { '.write': statsWriter, '.validate': "newData.val() == 'created' || newData.val() == 'completed' || newData.val() == 'cancelled'" };
statsFields.batch = {
  '.write': statsWriter,
  $slot: { '.validate': and(or(...SLOTS.map((i) => `$slot == '${i}'`)), slotRule) },
};
statsFields.applied = { $oid: { '.write': statsWriter, '.validate': markerRule } };
statsFields.$other = { '.validate': false };

// ---- orders ----
const item = (/** @type {string} */ f) => `root.child('menu-items/' + newData.child('itemId').val() + '/${f}').val()`;
const ORDER_FIELDS = ['userId', 'providerId', 'itemId', 'itemName', 'price', 'status', 'timestamp', 'quantity'];
const orderCreate = and(
  '!data.exists()',
  `newData.child('status').val() == 'pending'`,
  // the item as it is now: its price (so the price is within the menu's bounds), provider and name; on sale
  `newData.child('price').val() == ${item('price')}`,
  `newData.child('providerId').val() == ${item('providerId')}`,
  `newData.child('itemName').val() == ${item('name')}`,
  `${item('status')} == 'active'`,
  // only approved kitchens receive orders
  `root.child('providers/' + newData.child('providerId').val() + '/approved').val() == true`,
  // the server time (ServerValue.TIMESTAMP): which month an order belongs to cannot be chosen by the client
  `newData.child('timestamp').val() == now`,
  `!newData.child('updatedAt').exists()`,
  // the provider's stats account for it in the same write (stats can never drift from orders)
  `newData.parent().parent().child('stats/' + newData.child('providerId').val() + '/applied/' + $oid).val() == 'created'`,
);
const orderStatusChange = and(
  'data.exists()',
  `data.child('status').val() == 'pending'`,
  `newData.child('status').val() == 'completed' || newData.child('status').val() == 'cancelled'`,
  `newData.child('updatedAt').isNumber()`,
  `newData.parent().parent().child('stats/' + data.child('providerId').val() + '/applied/' + $oid).val() == newData.child('status').val()`,
  ...ORDER_FIELDS.filter((f) => f !== 'status').map((f) => `newData.child('${f}').val() == data.child('${f}').val()`),
);

// ---- providers ----
/** Only an admin may change this field of a listing (a provider rewriting its listing must keep it as it is). */
const unchangedUnlessAdmin = (/** @type {string} */ f) => or(isAdmin, `newData.child('${f}').val() == data.child('${f}').val()`);
const listingOwner = and(signedIn, 'auth.uid == $uid', `newData.parent().parent().child('users/' + $uid + '/role').val() == 'meal_provider'`);

const rules = {
  rules: {
    admins: {
      $uid: { '.read': and(signedIn, 'auth.uid == $uid') },
    },
    users: {
      $uid: {
        '.read': and(signedIn, 'auth.uid == $uid'),
        '.write': and(signedIn, 'auth.uid == $uid', 'newData.exists()'),
        '.validate': "newData.hasChildren(['name', 'email', 'role'])",
        name: { '.validate': str(1, 100) },
        email: { '.validate': str(3, 254) },
        role: { '.validate': or(and('!data.exists()', "newData.val() == 'user' || newData.val() == 'meal_provider'"), 'newData.val() == data.val()') },
        createdAt: { '.validate': or(str(1, 40), 'newData.isNumber()') },
        phone: { '.validate': str(0, 40) },
        address: { '.validate': str(0, 300) },
        cuisine: { '.validate': str(0, 100) },
        image: { '.validate': imageUrl(0) },
        cart: {
          // one line per menu item: the fields add-to-cart writes, nothing else
          $itemId: {
            '.validate': "newData.hasChildren(['price', 'quantity'])",
            id: { '.validate': and(str(1, 128), 'newData.val() == $itemId') },
            providerId: { '.validate': str(0, 128) },
            name: { '.validate': str(0, 100) },
            description: { '.validate': str(0, 500) },
            price: { '.validate': price() },
            imageUrl: { '.validate': imageUrl(0) },
            quantity: { '.validate': quantity() },
            addedAt: { '.validate': 'newData.isNumber()' },
            $other: { '.validate': false },
          },
        },
        $other: { '.validate': false },
      },
    },
    providers: {
      // listed only as approved kitchens (what the storefront asks); an admin sees every listing (pending ones too)
      '.read': or(`query.orderByChild == 'approved' && query.equalTo == true`, isAdmin),
      '.indexOn': ['approved', 'rating'],
      $uid: {
        // one listing by id: anyone (a pending kitchen previews itself; it is just not listed)
        '.read': true,
        // the provider's own listing, never deleted (that would reset its approval)
        '.write': and(listingOwner, 'newData.exists()'),
        '.validate': and("newData.hasChildren(['name'])", unchangedUnlessAdmin('approved'), unchangedUnlessAdmin('rating')),
        name: { '.validate': str(1, 100) },
        cuisine: { '.validate': str(0, 100) },
        address: { '.validate': str(0, 300) },
        phone: { '.validate': str(0, 40) },
        image: { '.validate': imageUrl(0) },
        // set by an admin only (ratings will come from reviews)
        rating: { '.write': isAdmin, '.validate': numberIn(0, 5) },
        // true once an admin approved the kitchen
        approved: { '.write': isAdmin, '.validate': 'newData.isBoolean()' },
        $other: { '.validate': false },
      },
    },
    'menu-items': {
      '.read': true,
      '.indexOn': ['providerId'],
      $id: {
        '.write': and(signedIn, `${role('auth.uid')} == 'meal_provider'`,
          "!data.exists() || data.child('providerId').val() == auth.uid",
          "!newData.exists() || newData.child('providerId').val() == auth.uid"),
        '.validate': and("newData.hasChildren(['name', 'description', 'price', 'category', 'imageUrl', 'providerId', 'status', 'createdAt', 'updatedAt'])",
          "data.exists() || newData.child('status').val() == 'active'"),
        name: { '.validate': str(1, 100) },
        description: { '.validate': str(1, 500) },
        price: { '.validate': price() },
        category: { '.validate': "newData.val() == 'main-course' || newData.val() == 'appetizers' || newData.val() == 'desserts' || newData.val() == 'beverages'" },
        imageUrl: { '.validate': imageUrl(1) },
        providerId: { '.validate': 'newData.isString()' },
        status: { '.validate': "newData.val() == 'active' || newData.val() == 'inactive'" },
        createdAt: { '.validate': 'newData.isNumber()' },
        updatedAt: { '.validate': 'newData.isNumber()' },
        $other: { '.validate': false },
      },
    },
    orders: {
      '.read': and(signedIn, "(query.orderByChild == 'userId' || query.orderByChild == 'providerId') && query.equalTo == auth.uid"),
      '.indexOn': ['userId', 'providerId', 'timestamp'],
      $oid: {
        '.read': and(signedIn, "data.child('userId').val() == auth.uid || data.child('providerId').val() == auth.uid"),
        '.write': and(signedIn, or(
          and('!data.exists()', "newData.child('userId').val() == auth.uid", `${role('auth.uid')} == 'user'`),
          and('data.exists()', 'newData.exists()', "data.child('providerId').val() == auth.uid"),
        )),
        '.validate': and(`newData.hasChildren(${JSON.stringify(ORDER_FIELDS).replace(/"/g, "'")})`, or(orderCreate, orderStatusChange)),
        userId: { '.validate': 'newData.isString()' },
        providerId: { '.validate': 'newData.isString()' },
        itemId: { '.validate': 'newData.isString()' },
        itemName: { '.validate': 'newData.isString()' },
        price: { '.validate': price() },
        status: { '.validate': "newData.val() == 'pending' || newData.val() == 'completed' || newData.val() == 'cancelled'" },
        timestamp: { '.validate': 'newData.isNumber()' },
        quantity: { '.validate': quantity() },
        updatedAt: { '.validate': 'newData.isNumber()' },
        $other: { '.validate': false },
      },
    },
    stats: {
      $p: {
        '.read': and(signedIn, 'auth.uid == $p'),
        '.validate': statsConsistency,
        ...statsFields,
      },
    },
  },
};

module.exports = { rules, BATCH_SLOTS, PRICE_MIN, PRICE_MAX, QUANTITY_MAX, MONTH_TABLE_FIRST, MONTH_TABLE_LAST, IST_OFFSET,
  istMonthStart, monthTable, currentMonthStartExpr, MONTH_STARTS };
if (require.main === module) {
  const out = path.resolve(__dirname, '../../../database.rules.json');
  const text = JSON.stringify(rules, null, 2) + '\n';
  fs.writeFileSync(out, text);
  process.stdout.write(`wrote ${out} (${Buffer.byteLength(text)} bytes)\n`);
}
