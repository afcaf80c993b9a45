#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * Generates the repo-root database.rules.json (the file deployed to hosted Firebase and loaded by the emulator).
 * Edit here, then run `pnpm rules`; a test fails while the committed file differs from what this generates. The
 * values a field may hold (categories, statuses, roles, bounds, the batch slots, the month table) come from
 * @thali/domain, as in the data package. See packages/local-firebase/RULES.md (design and threat model).
 */
const fs = require('fs');
const path = require('path');
const {
  BATCH_SLOTS, CART_LINE_FIELDS, CART_LINE_REQUIRED, CATEGORY_VALUES, EMAIL_MIN_LENGTH, IST_OFFSET_MS, MAX_LENGTH,
  MENU_ITEM_FIELDS, MENU_ITEM_STATUSES, MONTH_TABLE_FIRST, MONTH_TABLE_LAST, ORDER_FIELDS, ORDER_STATUSES, PRICE_MAX,
  PRICE_MIN, QUANTITY_MAX, QUANTITY_MIN, ROLES, STATS_COUNTERS, STATS_EVENTS, istMonthStart, monthTable,
  MEALS, PLAN_MEALS, DIETS, PLAN_STATUSES, SUBSCRIPTION_STATUSES, SEAT_EVENTS, PLAN_LIMITS, PLAN_FIELDS, SUBSCRIPTION_FIELDS,
  SUBSCRIPTION_REQUIRED, DAY_MS, ORDER_EXTRA_FIELDS, CANCELLED_BY, ORDER_LIMITS, ORDER_NUMBER_PATTERN,
} = require('@thali/domain');
const { REVIEW_LIMITS, REVIEW_FIELDS, REVIEW_REQUIRED, REVIEW_KEY_FIELDS, RATING_FIELDS } = require('@thali/domain');
const { CONTACT_FIELDS, CONTACT_REQUIRED, CONTACT_LIMITS, CONTACT_BUDGET, CONTACT_BUDGET_FIELDS } = require('@thali/domain');
const { monthLabels, KITCHEN_RECORDED_FIELDS, KITCHEN_CHANGE_FIELDS, ORDER_NUMBER_MONTHS_FIRST } = require('@thali/domain');
const { MENU_ITEM_REQUIRED, WEEKDAY_KEYS, HOURS_DAY_FIELDS, KITCHEN_LIMITS, PLATE_FIELDS } = require('@thali/domain');
const { CLAIM_TOTALS_FIELDS, CANCELLED_TOTALS_FIELDS, SEAT_TOTALS_FIELDS } = require('@thali/domain/order-totals');
const { STORAGE_REF_PREFIX, STORAGE_ROOT, STORAGE_KINDS, STORAGE_FILE_PATTERN } = require('@thali/domain');
const { ORDER_NEW_REQUIRED, ORDER_LINE_FIELDS, ORDER_LINE_REQUIRED, MAX_LINES_PER_ORDER, DELIVERY_FEE, MOBILE_PATTERN,
  BOARD_KEY_SEPARATOR, ORDER_STEPS } = require('@thali/domain');
const { AREA_NAMES, DELIVERY_AREAS } = require('@thali/domain/areas');
const { PLACE_FIELDS, PLACE_REQUIRED, PLACE_LIMITS, PIN_PATTERN } = require('@thali/domain/address');
const { LISTED_KITCHENS_PATH } = require('@thali/domain/approval');
const { AUDIT_ACTIONS, AUDIT_FIELDS, AUDIT_REQUIRED, AUDIT_LIMITS, HANDLED_FIELDS } = require('@thali/domain/staff');
const { REJECTION_FIELDS, NAME_REJECTION_FIELDS, REJECTION_LIMITS, REPORT_FIELDS, REPORT_LIMITS, REPORT_QUEUE_FIELDS, MODERATION_FIELDS } = require('@thali/domain/staff');
const { SUPPORT_CANCEL_LIMITS } = require('@thali/domain/staff');
const { CUISINE_VALUES, CUISINE_OTHER_MAX } = require('@thali/domain/cuisines');
const { KITCHEN_PHONE_PATTERN, FSSAI_PATTERN, KITCHEN_ADDRESS, KITCHEN_DETAIL_FIELDS } = require('@thali/domain/kitchen-details');

/** Where the generated rules live: the repository root, beside firebase.json. */
const RULES_FILE = path.resolve(__dirname, '../../../database.rules.json');

const and = (/** @type {string[]} */ ...xs) => xs.map((x) => `(${x})`).join(' && ');
const or = (/** @type {string[]} */ ...xs) => xs.map((x) => `(${x})`).join(' || ');
/** `expr` is one of `values` (string literals). */
const oneOf = (/** @type {readonly string[]} */ values, expr = 'newData.val()') => values.map((v) => `${expr} == '${v}'`).join(' || ');
/** The new value is a string of min…max characters. */
const text = (/** @type {number} */ min, /** @type {number} */ max) => `newData.isString() && newData.val().length >= ${min} && newData.val().length <= ${max}`;
/** The new node has all of `fields`. */
const hasChildren = (/** @type {readonly string[]} */ fields) => `newData.hasChildren([${fields.map((f) => `'${f}'`).join(', ')}])`;
const role = (/** @type {string} */ uidExpr) => `root.child('users/' + ${uidExpr} + '/role').val()`;
/** A number in [min, max]; `integer` also requires a whole number. */
const numberIn = (/** @type {number} */ min, /** @type {number} */ max, integer = false) =>
  `newData.isNumber() && newData.val() >= ${min} && newData.val() <= ${max}${integer ? ' && newData.val() % 1 == 0' : ''}`;

// ---- limits (RULES.md, "Threat model"; the figures are @thali/domain's) ----
const price = () => numberIn(PRICE_MIN, PRICE_MAX);
const quantity = () => numberIn(QUANTITY_MIN, QUANTITY_MAX, true);
/**
 * An image address the apps may put in <img src>: `https://…`, or a path on the site itself (`/images/x.svg`).
 * Not `//host` (protocol-relative: another host), no backslash anywhere (browsers read `/\host` as `//host`) and no
 * whitespace (browsers drop tabs and newlines inside URLs, so `/<tab>/host` would also be `//host`).
 * Or a kitchen's uploaded picture (issue 39): a storage reference (@thali/domain images.js) in the folder of `owner`
 * (the writer's own, `auth.uid`; a basket line copies its kitchen's, so there the line's providerId).
 */
const imageUrl = (/** @type {number} */ minLength, owner = 'auth.uid') => and(text(minLength, MAX_LENGTH.imageUrl), or(
  `newData.val().beginsWith('https://')`, `newData.val().beginsWith('/') && !newData.val().beginsWith('//')`,
  and(`newData.val().beginsWith('${STORAGE_REF_PREFIX}${STORAGE_ROOT}/' + ${owner} + '/')`,
    `newData.val().matches(/^${STORAGE_REF_PREFIX}${STORAGE_ROOT}\\/[A-Za-z0-9_-]+\\/(${STORAGE_KINDS.join('|')})\\/${STORAGE_FILE_PATTERN}$/)`),
  ...(minLength === 0 ? [`newData.val() == ''`] : [])),
`!newData.val().contains('\\\\')`, '!newData.val().matches(/\\s/)');

/**
 * The rules of a record's fields, exactly `fields` (the record's field list in @thali/domain: the generator stops
 * when the two disagree), and `$other` refusing any other child.
 * @param {readonly string[]} fields @param {Record<string, string>} validate
 */
function onlyFields(fields, validate) {
  const named = Object.keys(validate);
  if (named.join() !== fields.join()) throw new Error(`rules for [${named}] but the record's fields are [${fields}]`);
  /** @type {Record<string, { '.validate': string | false }>} */
  const out = {};
  for (const f of fields) out[f] = { '.validate': /** @type {string} */ (validate[f]) };
  out.$other = { '.validate': false };
  return out;
}

/** The statuses a provider moves a pending order to (and the stats events of those moves). */
const FINAL_STATUSES = ORDER_STATUSES.filter((s) => s !== 'pending');

// ---- days (Asia/Kolkata; used by tiffin plans and by kitchens' hours, holidays and plate counts) ----
/** The start (00:00 Asia/Kolkata) of the day holding `t`: rules cannot call date functions, but they have `%`. */
const dayStartOf = (/** @type {string} */ t) => `(${t} - (${t} + ${IST_OFFSET_MS}) % ${DAY_MS})`;
const todayStart = dayStartOf('now');
/** `expr` is the start of an Asia/Kolkata day. */
const isDayStart = (/** @type {string} */ expr) => `${expr} % 1 == 0 && (${expr} + ${IST_OFFSET_MS}) % ${DAY_MS} == 0`;
const intIn = (/** @type {number} */ min, /** @type {number} */ max) => numberIn(min, max, true);

// ---- who ----
const signedIn = 'auth != null';
/** An admin: `admins/{uid}` is true (set in the Firebase console or with the owner credential; nobody can write it by rules). */
const isAdmin = and(signedIn, `root.child('admins/' + auth.uid).val() == true`);

// ---- the month (Asia/Kolkata; @thali/domain's monthTable, from MONTH_TABLE_FIRST to MONTH_TABLE_LAST) ----
/** Month i runs from MONTH_STARTS[i] (inclusive) to MONTH_STARTS[i + 1] (exclusive); the last entry ends the table. */
const MONTH_STARTS = monthTable();
/**
 * A rules expression equal to the start of the month containing `now`, for starts[0] <= now < starts[last]: a balanced
 * tree of `now < bound ? … : …` (depth log2 of the months; rules cannot compute dates, so the table is enumerated).
 * Outside that range its value is meaningless: guard it with currentMonthKnown.
 */
function currentMonthStartExpr(starts = MONTH_STARTS) {
  /** @param {number} lo @param {number} hi @returns {string} */
  const tree = (lo, hi) => {
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
 * Rules cannot loop, so the sums are unrolled over the fixed slots (RULES.md). Since issue 37 a write carries one
 * order per kitchen (its lines inside), so BATCH_SLOTS is 1: the protocol keeps its shape, the check one slot.
 */
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
/** What an order counts in the revenues: its total (dishes and delivery fee; issue 37). */
const slotAmount = (/** @type {number} */ i) => slotOrder(i, 'total');
/** k: the number of counted slots. */
const countedOrders = `(${SLOTS.map((i) => `(${counted(i)} ? 1 : 0)`).join(' + ')})`;
/** S: Σ total over the counted slots, left to right (the client sums in slot order too, so the floating-point result is identical). */
const countedAmount = `(${SLOTS.map((i) => `(${counted(i)} ? ${slotAmount(i)} : 0)`).join(' + ')})`;
/** SM: the part of S whose orders belong to the stored month (timestamp ≥ monthStart). */
const countedAmountInMonth = `(${SLOTS.map((i) => `(${counted(i)} ? (${slotOrder(i, 'timestamp')} >= ${newVal('monthStart')} ? ${slotAmount(i)} : 0) : 0)`).join(' + ')})`;
const unchangedExcept = (/** @type {string[]} */ changed) => and(...STATS_COUNTERS.filter((c) => !changed.includes(c)).map(same));
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
/** The customer's cancel in time (the order's own rule, customerMayCancel, says the same; issue 40: later slots). */
const orderRoot = (/** @type {string} */ f) => `root.child('orders/' + $oid + '/${f}')`;
const customerMayCancelOrder = or(
  and(`${orderRoot('slotStart')}.exists()`, `${orderRoot('asap')}.val() != true`, `now < ${orderRoot('slotStart')}.val()`),
  and(or(`!${orderRoot('slotStart')}.exists()`, `${orderRoot('asap')}.val() == true`), `now < ${orderRoot('timestamp')}.val() + ${ORDER_LIMITS.cancelWindowMs}`));
const newStatsFromMarker = `newData.parent().parent()`;
const markerRule = and(
  or(...SLOTS.map((i) => `${newStatsFromMarker}.child('batch/${i}').val() == $oid`)),
  `newData.val() == ${newStatsFromMarker}.child('event').val()`,
  or(
    and(`newData.val() == 'created'`, '!data.exists()', `!root.child('orders/' + $oid).exists()`,
      `${orderAt(newRootFromMarker, 'providerId')} == $p`, `${orderAt(newRootFromMarker, 'status')} == 'pending'`,
      `${orderAt(newRootFromMarker, 'userId')} == auth.uid`),
    // settled by the provider, or cancelled by its own customer within the cancel window (server time) before the
    // kitchen accepted it (the order's own rules say the same, and it must change in this write)
    and(oneOf(FINAL_STATUSES), `data.val() == 'created'`, or(`auth.uid == $p`, and(`newData.val() == 'cancelled'`,
      `${orderAt('root', 'userId')} == auth.uid`, customerMayCancelOrder,
      `${orderAt('root', 'step')} == 'new'`)),
      `${orderAt('root', 'status')} == 'pending'`, `${orderAt(newRootFromMarker, 'status')} == newData.val()`,
      `${orderAt('root', 'providerId')} == $p`),
  ),
);
// a batch slot: an order id, distinct from the other slots, whose marker changes in this write
const slotRule = and(text(1, MAX_LENGTH.id),
  ...SLOTS.map((j) => `$slot == '${j}' || newData.parent().child('${j}').val() != newData.val()`),
  `newData.parent().parent().child('applied/' + newData.val()).val() != data.parent().parent().child('applied/' + newData.val()).val()`);

/** @type {Record<string, any>} */
const statsFields = {};
for (const c of STATS_COUNTERS) statsFields[c] = { '.write': statsWriter, '.validate': 'newData.isNumber()' };
// the stored month is readable by every signed-in user (a customer's write must know whether it starts a new month)
statsFields.monthStart = { '.read': signedIn, '.write': statsWriter, '.validate': 'newData.isNumber()' };
// the 'YYYY-MM' label of older data is no longer part of the protocol: it may only be deleted (with an event)
statsFields.monthKey = { '.write': and(statsParty, '!newData.exists()'), '.validate': false };
statsFields.event = { '.write': statsWriter, '.validate': oneOf(STATS_EVENTS) };
statsFields.batch = {
  '.write': statsWriter,
  $slot: { '.validate': and(or(...SLOTS.map((i) => `$slot == '${i}'`)), slotRule) },
};
statsFields.applied = { $oid: { '.write': statsWriter, '.validate': markerRule } };
statsFields.$other = { '.validate': false };

// ---- kitchens: hours, holidays, plate limits (RULES.md, "Kitchens: hours, holidays, plate limits") ----
/** A field of a kitchen's listing as stored before the write. */
const kitchenAt = (/** @type {string} */ pidExpr, /** @type {string} */ f) => `root.child('providers/' + ${pidExpr} + '/${f}')`;
/**
 * Today's key in providers/{uid}/hours (WEEKDAY_KEYS, Monday first): 'd' + (days since 1970-01-01 IST + 3) % 7, since
 * that day was a Thursday (d3). Rules have no calendar; a number joined to a string is its decimal text, as for the
 * holiday key below.
 */
const todayKey = `('d' + (((${todayStart} + ${IST_OFFSET_MS}) / ${DAY_MS} + 3) % 7))`;
/** ms since today's 00:00 Asia/Kolkata (server time). */
const sinceMidnight = `((now + ${IST_OFFSET_MS}) % ${DAY_MS})`;
/** now is inside one window of today's hours: open ≤ minute < close (a closed day has no `open`: no window). */
const inWindow = (/** @type {string} */ pidExpr, /** @type {string} */ open, /** @type {string} */ close) => {
  const h = (/** @type {string} */ f) => `root.child('providers/' + ${pidExpr} + '/hours/' + ${todayKey} + '/${f}')`;
  return and(`${h(open)}.isNumber()`, `${h(close)}.isNumber()`, `${h(open)}.val() * 60000 <= ${sinceMidnight}`,
    `${sinceMidnight} < ${h(close)}.val() * 60000`);
};
/**
 * A day start joined to a string as the data package writes it: thirteen decimal digits (every day from 2001-09-09 to
 * 2286). The rules language documents `+` as string concatenation but not how a number is written, so every key built
 * from a number is checked to be exactly that (RULES.md, "Kitchens: hours, holidays, plate limits").
 */
const DAY_KEY = '/^[0-9]{13}$/';
/**
 * The kitchen takes orders now (server time): not paused, today is not one of its holidays (keyed by today's day start),
 * and, when it has set hours, now is inside one of today's windows. A kitchen without hours is open all day.
 * Fail closed (issue 36): if today's key were written in any other form than the holiday keys' 13 digits, a holiday
 * could not be found and would be ignored, so then no order is accepted at all.
 */
const kitchenOpen = (/** @type {string} */ pidExpr) => and(
  `${kitchenAt(pidExpr, 'accepting')}.val() != false`,
  `('' + ${todayStart}).matches(${DAY_KEY})`,
  `!root.child('providers/' + ${pidExpr} + '/holidays/' + ${todayStart}).exists()`,
  or(`!${kitchenAt(pidExpr, 'hours')}.exists()`, inWindow(pidExpr, 'open', 'close'), inWindow(pidExpr, 'open2', 'close2')),
);
/** One day of a kitchen's week: `{ closed: true }`, or one or two windows in minutes after 00:00 IST, in order. */
const dayHas = (/** @type {string} */ f) => `newData.hasChild('${f}')`;
const dayVal = (/** @type {string} */ f) => `newData.child('${f}').val()`;
const hoursDay = {
  '.validate': and(oneOf(WEEKDAY_KEYS, '$day'), or(
    and(`${dayVal('closed')} == true`, ...['open', 'close', 'open2', 'close2'].map((f) => `!${dayHas(f)}`)),
    and(`!${dayHas('closed')}`, dayHas('open'), dayHas('close'), `${dayVal('open')} < ${dayVal('close')}`, or(
      and(`!${dayHas('open2')}`, `!${dayHas('close2')}`),
      and(dayHas('open2'), dayHas('close2'), `${dayVal('close')} <= ${dayVal('open2')}`, `${dayVal('open2')} < ${dayVal('close2')}`))),
  )),
  ...onlyFields(HOURS_DAY_FIELDS, {
    closed: 'newData.val() == true',
    open: intIn(0, KITCHEN_LIMITS.dayMinutes),
    close: intIn(0, KITCHEN_LIMITS.dayMinutes),
    open2: intIn(0, KITCHEN_LIMITS.dayMinutes),
    close2: intIn(0, KITCHEN_LIMITS.dayMinutes),
  }),
};
/**
 * providers/{uid}/hours: the whole week, all seven days and no other key (absent: open every day, all day). One
 * wildcard rule for the seven days: seven written-out copies would cost about 7 KB of the rules file (RULES.md, "Size").
 */
const hours = { '.validate': hasChildren(WEEKDAY_KEYS), $day: hoursDay };
/**
 * providers/{uid}/holidays/{dayStart}: `{ day, note? }` keyed by its own day; a new one is a day from today to
 * holidayDaysAhead ahead (server time), so a kitchen cannot store more than that many; one already stored may stay
 * (its note may change) after its day has passed.
 */
const holidays = {
  $day: {
    '.validate': and(hasChildren(['day']), `$day.matches(${DAY_KEY})`, `$day == '' + ${dayVal('day')}`, or(
      and('data.exists()', `${dayVal('day')} == data.child('day').val()`),
      and(`${dayVal('day')} >= ${todayStart}`, `${dayVal('day')} <= ${todayStart} + ${KITCHEN_LIMITS.holidayDaysAhead * DAY_MS}`))),
    day: { '.validate': and('newData.isNumber()', isDayStart('newData.val()')) },
    note: { '.validate': text(1, KITCHEN_LIMITS.holidayNoteMax) },
    $other: { '.validate': false },
  },
};

/**
 * menu-items/{id}: while the kitchen's listing says pure veg after this write, an item it writes as on sale is veg (the
 * data package rewrites pureVeg in the same update as every menu write, so the badge cannot contradict a menu change).
 */
const menuPureVeg = or(
  `newData.parent().parent().child('providers/' + newData.child('providerId').val() + '/pureVeg').val() != true`,
  `newData.child('status').val() != 'active'`, `newData.child('diet').val() == 'veg'`);

/**
 * plateCounts/{providerId}/{dayStart}/{itemId} (issue 40): `{ sold, order, line }`, the plates of a limited item sold
 * for the day `dayStart` (the day of the orders' delivery slots, Asia/Kolkata). It moves only with the line `line` of
 * the order `order`, in the same write: taken by that order's creation (the day's count, from 0 when there is none,
 * plus the line's quantity, within the item's platesPerDay; the line's `plateDay` is this day), or given back by its
 * cancel. Nobody (the kitchen neither) writes it otherwise: it cannot be reset, inflated, deflated or deleted.
 * The older plates/{providerId}/{itemId} (one count with its `day`) is read-only: nothing writes it any more.
 */
const LINE_KEYS = Array.from({ length: MAX_LINES_PER_ORDER }, (_, i) => String(i));
const plateNew = (/** @type {string} */ f) => `newData.child('${f}').val()`;
const plateOld = (/** @type {string} */ f) => `data.child('${f}').val()`;
const newRootFromPlate = 'newData.parent().parent().parent().parent()';
const plateOrder = (/** @type {string} */ rootExpr, /** @type {string} */ f) => `${rootExpr}.child('orders/' + ${plateNew('order')} + '/${f}').val()`;
/** A field of the order line the count names, in the data before (`root`) or after the write. */
const plateLine = (/** @type {string} */ rootExpr, /** @type {string} */ f) =>
  `${rootExpr}.child('orders/' + ${plateNew('order')} + '/lines/' + ${plateNew('line')} + '/${f}').val()`;
const plateTake = and(
  `!root.child('orders/' + ${plateNew('order')}).exists()`, `${plateOrder(newRootFromPlate, 'status')} == 'pending'`,
  `${plateOrder(newRootFromPlate, 'providerId')} == $p`, `${plateLine(newRootFromPlate, 'itemId')} == $itemId`,
  // the line takes the plates of its own day (its plateDay is its slot's day: the line's rule)
  `'' + ${plateLine(newRootFromPlate, 'plateDay')} == $day`,
  `${plateNew('sold')} == (data.exists() ? ${plateOld('sold')} : 0) + ${plateLine(newRootFromPlate, 'quantity')}`,
  `root.child('menu-items/' + $itemId + '/platesPerDay').isNumber()`,
  `${plateNew('sold')} <= root.child('menu-items/' + $itemId + '/platesPerDay').val()`,
);
const plateGiveBack = and(
  'data.exists()',
  `${plateOrder('root', 'status')} == 'pending'`, `${plateOrder(newRootFromPlate, 'status')} == 'cancelled'`,
  `${plateOrder('root', 'providerId')} == $p`, `${plateLine('root', 'itemId')} == $itemId`,
  `'' + ${plateLine('root', 'plateDay')} == $day`,
  `${plateNew('sold')} == ${plateOld('sold')} - ${plateLine('root', 'quantity')}`,
);
const plateCounts = {
  $p: {
    // counts only (how many plates are left for a day is public, like the menu); a reader asks from today on
    '.read': true,
    $day: {
      $itemId: {
        // who may take or give back is the order's rules' question: this node only follows its order
        '.write': and(signedIn, 'newData.exists()', or(plateTake, plateGiveBack)),
        '.validate': hasChildren(PLATE_FIELDS),
        ...onlyFields(PLATE_FIELDS, {
          sold: intIn(0, KITCHEN_LIMITS.platesMax),
          order: text(1, MAX_LENGTH.id),
          line: oneOf(LINE_KEYS),
        }),
      },
    },
  },
};
/** The counts of before issue 40 (plates/{providerId}/{itemId}): readable as they were, written by nobody. */
const plates = { $p: { '.read': true } };

// ---- where an order, a subscription or a profile's deliveries go (issue 40; RULES.md "Where an order goes") ----
/** A place's text: its bounds, and no blank at either end (the data package stores it trimmed). */
const placeText = (/** @type {number} */ min, /** @type {number} */ max) => and(text(min, max), '!newData.val().matches(/^\\s|\\s$/)');
/**
 * The area and the PIN code agree: one alternative per area of @thali/domain/areas, with its own PIN codes (generated,
 * so a PIN code added to the list is accepted at the next `pnpm rules`).
 */
const placeAreaPin = or(...DELIVERY_AREAS.map((a) => and(`newData.child('area').val() == '${a.area}'`,
  or(...a.zipCodes.map((z) => `newData.child('pin').val() == '${z}'`)))));
/** `{ house, street, area, pin, landmark? }`: bounded, shaped, the area of the list, the PIN code of that area. */
const placeRule = {
  '.validate': and(hasChildren(PLACE_REQUIRED), placeAreaPin),
  ...onlyFields(PLACE_FIELDS, {
    house: placeText(1, PLACE_LIMITS.houseMax),
    street: placeText(PLACE_LIMITS.streetMin, PLACE_LIMITS.streetMax),
    area: oneOf(AREA_NAMES),
    pin: and('newData.isString()', `newData.val().matches(/${PIN_PATTERN}/)`),
    landmark: placeText(1, PLACE_LIMITS.landmarkMax),
  }),
};
/** The record's `address` is its place's one line (@thali/domain/address placeLine), so every older reader shows it. */
const addressIsPlaceLine = (/** @type {string} */ rec) => {
  const p = (/** @type {string} */ f) => `${rec}.child('place/${f}').val()`;
  return `${rec}.child('address').val() == ${p('house')} + ', ' + ${p('street')} + ', ' + ${p('area')} + ', Nagpur ' + ${p('pin')}`;
};
/** The kitchen `pidExpr` delivers to the place's area of the record `rec` (its deliversTo, issue 40, as stored before the write). */
const deliversThere = (/** @type {string} */ pidExpr, /** @type {string} */ rec) =>
  `root.child('providers/' + ${pidExpr} + '/deliversTo/' + ${rec}.child('place/area').val()).exists()`;

// ---- delivery slots (issue 40; RULES.md "When an order is for") ----
const SLOT_MS = 1800000;
/** A later slot may start at most this far ahead of now (two days). */
const SLOT_AHEAD_MS = 2 * DAY_MS;
/** ms since 00:00 Asia/Kolkata of the instant `t`. */
const sinceMidnightOf = (/** @type {string} */ t) => `((${t} + ${IST_OFFSET_MS}) % ${DAY_MS})`;
/** The weekday key of the day holding `t` (as todayKey for now). */
const dayKeyOf = (/** @type {string} */ t) => `('d' + (((${dayStartOf(t)} + ${IST_OFFSET_MS}) / ${DAY_MS} + 3) % 7))`;
/** The half hour starting at `t` lies inside one window of its own day's hours: open ≤ start and start + 30 min ≤ close. */
const slotInWindow = (/** @type {string} */ pidExpr, /** @type {string} */ t, /** @type {string} */ open, /** @type {string} */ close) => {
  const h = (/** @type {string} */ f) => `root.child('providers/' + ${pidExpr} + '/hours/' + ${dayKeyOf(t)} + '/${f}')`;
  return and(`${h(open)}.isNumber()`, `${h(close)}.isNumber()`, `${h(open)}.val() * 60000 <= ${sinceMidnightOf(t)}`,
    `${sinceMidnightOf(t)} + ${SLOT_MS} <= ${h(close)}.val() * 60000`);
};
/**
 * A later slot starting at `t` (server time): on a whole or half hour, after now, at most two days ahead, the kitchen
 * not paused, the slot's day not one of its holidays (keyed by its 13-digit day start: fail closed as kitchenOpen) and
 * the half hour inside one window of that day's hours (a kitchen without hours: any half hour).
 */
const slotOrderable = (/** @type {string} */ pidExpr, /** @type {string} */ t) => and(
  `${t} % ${SLOT_MS} == 0`, `${t} > now`, `${t} <= now + ${SLOT_AHEAD_MS}`,
  `${kitchenAt(pidExpr, 'accepting')}.val() != false`,
  `('' + ${dayStartOf(t)}).matches(${DAY_KEY})`,
  `!root.child('providers/' + ${pidExpr} + '/holidays/' + ${dayStartOf(t)}).exists()`,
  or(`!${kitchenAt(pidExpr, 'hours')}.exists()`, slotInWindow(pidExpr, t, 'open', 'close'), slotInWindow(pidExpr, t, 'open2', 'close2')),
);

// ---- orders (issue 37: one record per order number and kitchen, its lines inside; RULES.md "Orders") ----
const ordNew = (/** @type {string} */ f) => `newData.child('${f}').val()`;
const ordOld = (/** @type {string} */ f) => `data.child('${f}').val()`;
const ordSame = (/** @type {string} */ f) => `${ordNew(f)} == ${ordOld(f)}`;
const newRootFromOrder = 'newData.parent().parent()';
const lineExists = (/** @type {string} */ k) => `newData.child('lines/${k}').exists()`;
/**
 * Lines '0'…String(lineCount − 1), no gaps: each line has the one before it, and lineCount is their number. Checked on
 * every write, so no line is ever removed (the line rule below refuses adding or changing one).
 */
const linesShape = and(
  ...LINE_KEYS.slice(1).map((k, i) => `!${lineExists(k)} || ${lineExists(String(i))}`),
  `${ordNew('lineCount')} == ${LINE_KEYS.map((k) => `(${lineExists(k)} ? 1 : 0)`).join(' + ')}`,
);
/**
 * Σ price × quantity over lines 0, 1, 2, … starting from 0, left to right: the data package sums the same way
 * (lines.reduce((s, l) => s + l.price * l.quantity, 0)), so the floating-point result is identical (a missing line
 * adds 0, which changes no sum).
 */
const linesSum = `0 + ${LINE_KEYS.map((k) => `(${lineExists(k)} ? newData.child('lines/${k}/price').val() * newData.child('lines/${k}/quantity').val() : 0)`).join(' + ')}`;
/**
 * The kitchen's board index, on every write: providerId|status|slotStart (issue 40; an order from before slots:
 * its timestamp). The time is joined as text (the 13 digits the client writes): a server writing numbers another way
 * refuses every order write (fails closed).
 */
const boardTime = `(newData.child('slotStart').exists() ? ${ordNew('slotStart')} : ${ordNew('timestamp')})`;
const boardKeyKept = `${ordNew('boardKey')} == ${ordNew('providerId')} + '${BOARD_KEY_SEPARATOR}' + ${ordNew('status')} + '${BOARD_KEY_SEPARATOR}' + ${boardTime}`;
const orderCreate = and(
  '!data.exists()',
  `${ordNew('status')} == 'pending'`, `${ordNew('step')} == '${ORDER_STEPS[0]}'`,
  // the number, where to deliver and whom to call (issue 37); no step, settle or cancel yet
  hasChildren(ORDER_NEW_REQUIRED),
  ...['acceptedAt', 'readyBy', 'onTheWayAt', 'updatedAt', 'cancelledBy', 'cancelReason', 'legacy'].map((f) => `!newData.child('${f}').exists()`),
  // the customer's mobile as its profile holds it after this write (asked at the first order, saved in the same write)
  `${ordNew('customerPhone')} == ${newRootFromOrder}.child('users/' + auth.uid + '/phone').val()`,
  // the client's reading of the server clock (the board key repeats it, so it cannot be ServerValue.TIMESTAMP):
  // never ahead of the server, at most timestampSkewMs behind, and in the month the stats count it in
  `${ordNew('timestamp')} <= now`, `${ordNew('timestamp')} > now - ${ORDER_LIMITS.timestampSkewMs}`,
  `${ordNew('timestamp')} >= ${newRootFromOrder}.child('stats/' + ${ordNew('providerId')} + '/monthStart').val()`,
  // only approved kitchens receive orders (issue 40:) for a slot they may take: "as soon as possible" while open now
  // (slotStart is the order's time), or a later half hour inside their hours (server time)
  `root.child('providers/' + ${ordNew('providerId')} + '/approved').val() == true`,
  or(and(`${ordNew('asap')} == true`, `${ordNew('slotStart')} == ${ordNew('timestamp')}`, kitchenOpen(ordNew('providerId'))),
    and(`!newData.child('asap').exists()`, slotOrderable(ordNew('providerId'), ordNew('slotStart')))),
  // where (issue 40): its one line is its place's, in an area the kitchen delivers to
  addressIsPlaceLine('newData'), deliversThere(ordNew('providerId'), 'newData'),
  // the money: the lines as the menu has them (each line's own rule), summed; one delivery fee; the total
  `${ordNew('itemsTotal')} == ${linesSum}`, `${ordNew('fee')} == ${DELIVERY_FEE}`,
  `${ordNew('total')} == ${ordNew('itemsTotal')} + ${ordNew('fee')}`,
  // the kitchen's minimum (issue 40), on the dishes only (absent: none)
  `${ordNew('itemsTotal')} >= (${kitchenAt(ordNew('providerId'), 'minOrder')}.isNumber() ? ${kitchenAt(ordNew('providerId'), 'minOrder')}.val() : 0)`,
  // its number (issue 36), claimed for THIS order in this write: one number per order, so one kitchen per number
  `!root.child('orderNumbers/' + ${ordNew('orderNumber')}).exists()`,
  `${newRootFromOrder}.child('orderNumbers/' + ${ordNew('orderNumber')} + '/order').val() == $oid`,
  `${newRootFromOrder}.child('orderNumbers/' + ${ordNew('orderNumber')} + '/by').val() == auth.uid`,
  // the kitchen's stats account for it in the same write (stats can never drift from orders)
  `${newRootFromOrder}.child('stats/' + ${ordNew('providerId')} + '/applied/' + $oid).val() == 'created'`,
);
/** What never changes after creation (the lines' own rule keeps them). */
const orderKept = and(...['userId', 'providerId', 'orderNumber', 'lineCount', 'itemsTotal', 'fee', 'total', 'timestamp', 'address', 'note',
  'customerName', 'customerPhone', 'legacy', 'slotStart', 'asap', ...PLACE_FIELDS.map((f) => `place/${f}`)].map(ordSame));
const kept = (/** @type {string[]} */ fields) => fields.map(ordSame);
const stepWas = (/** @type {string} */ step) => `${ordOld('step')} == '${step}'`;
/**
 * The customer's own cancel is still in time (server time): an order for a later slot (issue 40) until its slot
 * starts; "as soon as possible" (and any order from before slots) within cancelWindowMs of placing it.
 */
const customerMayCancel = (/** @type {string} */ o) => or(
  and(`${o}.child('slotStart').exists()`, `${o}.child('asap').val() != true`, `now < ${o}.child('slotStart').val()`),
  and(or(`!${o}.child('slotStart').exists()`, `${o}.child('asap').val() == true`), `now < ${o}.child('timestamp').val() + ${ORDER_LIMITS.cancelWindowMs}`));
const byKitchen = `auth.uid == ${ordOld('providerId')}`;
/** A step forward while pending (issue 37), by the kitchen: no stats move, nothing of a final order yet. */
const stepTo = (/** @type {string} */ step) => and(byKitchen, `${ordNew('status')} == 'pending'`, `${ordNew('step')} == '${step}'`,
  ...kept(['updatedAt', 'cancelledBy', 'cancelReason']));
const orderAccept = and(stepWas('new'), stepTo('accepted'), `${ordNew('acceptedAt')} == now`,
  // the kitchen's ready-by time: after now, at most readyByMaxMs ahead
  `${ordNew('readyBy')} > now`, `${ordNew('readyBy')} <= now + ${ORDER_LIMITS.readyByMaxMs}`, ...kept(['onTheWayAt']));
const orderOnTheWay = and(stepWas('accepted'), stepTo('on_the_way'), `${ordNew('onTheWayAt')} == now`, ...kept(['acceptedAt', 'readyBy']));
/** The end of an order: its status final, its step kept, the moment in updatedAt, its kitchen's stats marker moved with it. */
const settledAs = (/** @type {string} */ status) => and(`${ordNew('status')} == '${status}'`, ordSame('step'), `${ordNew('updatedAt')} == now`,
  ...kept(['acceptedAt', 'readyBy', 'onTheWayAt']),
  `${newRootFromOrder}.child('stats/' + ${ordOld('providerId')} + '/applied/' + $oid).val() == '${status}'`);
// delivered: by the kitchen, once it accepted the order (or sent it on its way)
const orderComplete = and(byKitchen, or(stepWas('accepted'), stepWas('on_the_way')), settledAs('completed'), ...kept(['cancelledBy', 'cancelReason']));
/** The count of the day line `k` took its plates from (issue 40: plateCounts/{p}/{plateDay}/{item}). */
const plateCountOfLine = (/** @type {string} */ rootExpr, /** @type {string} */ k) =>
  `${rootExpr}.child('plateCounts/' + ${ordOld('providerId')} + '/' + data.child('lines/${k}/plateDay').val() + '/' + data.child('lines/${k}/itemId').val())`;
const plateOfLine = (/** @type {string} */ rootExpr, /** @type {string} */ k, /** @type {string} */ f) => `${plateCountOfLine(rootExpr, k)}.child('${f}').val()`;
/**
 * A cancel gives back the plates each limited line took, to its day's count, in the same write; a line whose count is
 * not stored (it took them from the plates/ count of before issue 40) has nothing to give back there.
 */
const lineGivesBack = (/** @type {string} */ k) => or(`!data.child('lines/${k}/plateDay').exists()`,
  `!${plateCountOfLine('root', k)}.exists()`,
  and(`${plateOfLine(newRootFromOrder, k, 'order')} == $oid`, `${plateOfLine(newRootFromOrder, k, 'line')} == '${k}'`,
    `${plateOfLine(newRootFromOrder, k, 'sold')} == ${plateOfLine('root', k, 'sold')} - data.child('lines/${k}/quantity').val()`));
const orderCancel = and(settledAs('cancelled'), or(
  // the kitchen, at any step, saying why
  and(byKitchen, `${ordNew('cancelledBy')} == 'provider'`, `newData.child('cancelReason').exists()`),
  // its customer, before the kitchen accepted it (server time): within the window after placing it, or (issue 40) an
  // order for a later slot until that slot starts
  and(`auth.uid == ${ordOld('userId')}`, `${ordNew('cancelledBy')} == 'customer'`, stepWas('new'), customerMayCancel('data')),
  // issue 41: Thali's staff, at any step, on the customer's behalf with a reason, the audit entry ('cancel', this order,
  // the same reason) written with it and named by cancelAudit (RULES.md, "Support lookup")
  and(isAdmin, `${ordNew('cancelledBy')} == 'thali'`, `newData.child('cancelReason').isString()`,
    `newData.child('cancelReason').val().length >= ${SUPPORT_CANCEL_LIMITS.reasonMin}`, `newData.child('cancelAudit').isString()`,
    `!root.child('audit/' + ${ordNew('cancelAudit')}).exists()`,
    `${newRootFromOrder}.child('audit/' + ${ordNew('cancelAudit')} + '/action').val() == 'cancel'`,
    `${newRootFromOrder}.child('audit/' + ${ordNew('cancelAudit')} + '/target').val() == 'orders/' + $oid`,
    `${newRootFromOrder}.child('audit/' + ${ordNew('cancelAudit')} + '/reason').val() == ${ordNew('cancelReason')}`),
), ...LINE_KEYS.map(lineGivesBack));
const orderChange = and('data.exists()', `${ordOld('status')} == 'pending'`, orderKept,
  or(orderAccept, orderOnTheWay, orderComplete, orderCancel));

/** orders/{id}/lines/{n}: a copy of the menu item as it is when the order is created, then never changed. */
const lineItem = (/** @type {string} */ f) => `root.child('menu-items/' + newData.child('itemId').val() + '/${f}').val()`;
const lineOrderNew = (/** @type {string} */ f) => `newData.parent().parent().child('${f}').val()`;
const newRootFromLine = 'newData.parent().parent().parent().parent()';
const linePlate = (/** @type {string} */ f) =>
  `${newRootFromLine}.child('plateCounts/' + ${lineOrderNew('providerId')} + '/' + newData.child('plateDay').val() + '/' + newData.child('itemId').val() + '/${f}').val()`;
/**
 * The day a new order's plates are for (issue 40): its delivery slot's day (Asia/Kolkata); an order without a slot
 * (as soon as possible, before slots) today's.
 */
const slotDay = `(${lineOrderNew('slotStart')} != null ? ${dayStartOf(lineOrderNew('slotStart'))} : ${todayStart})`;
const lineCreate = and(
  // with its order (a line is never added to an order that exists)
  '!data.parent().parent().exists()',
  // the item as it is now: its price (so within the menu's bounds), its kitchen (the order's), name and diet; on sale
  `newData.child('price').val() == ${lineItem('price')}`, `${lineOrderNew('providerId')} == ${lineItem('providerId')}`,
  `newData.child('itemName').val() == ${lineItem('name')}`, `${lineItem('status')} == 'active'`,
  `newData.child('diet').val() == ${lineItem('diet')}`,
  // a limited item: the line takes its plates from its slot day's count in this write (plateCounts/{p}/{day}/{item}
  // checks the count, which names one line: two lines of one limited item cannot both take plates)
  or(and(`!root.child('menu-items/' + newData.child('itemId').val() + '/platesPerDay').exists()`, `!newData.child('plateDay').exists()`),
    and(`root.child('menu-items/' + newData.child('itemId').val() + '/platesPerDay').exists()`,
      `newData.child('plateDay').val() == ${slotDay}`, `${linePlate('order')} == $oid`, `${linePlate('line')} == $line`)),
);
const lineKept = and('data.exists()', ...ORDER_LINE_FIELDS.map((f) => `newData.child('${f}').val() == data.child('${f}').val()`));
const orderLines = {
  $line: {
    '.validate': and(oneOf(LINE_KEYS, '$line'), hasChildren(ORDER_LINE_REQUIRED), or(lineKept, lineCreate)),
    ...onlyFields(ORDER_LINE_FIELDS, {
      itemId: text(1, MAX_LENGTH.id),
      itemName: text(1, MAX_LENGTH.name),
      price: price(),
      quantity: quantity(),
      diet: oneOf(DIETS),
      plateDay: and('newData.isNumber()', isDayStart('newData.val()')),
    }),
  },
};

// ---- providers ----
/** Only an admin may change this field of a listing (a provider rewriting its listing must keep it as it is). */
const unchangedUnlessAdmin = (/** @type {string} */ f) => or(isAdmin, `newData.child('${f}').val() == data.child('${f}').val()`);
const listingOwner = and(signedIn, 'auth.uid == $uid', `newData.parent().parent().child('users/' + $uid + '/role').val() == 'meal_provider'`);
/**
 * Issue 39: a new listing (signup's) comes with the kitchen's details (KITCHEN_DETAIL_FIELDS);
 * 'other' as cuisine needs its own words, and its own words only go with 'other'.
 */
const kitchenDetails = and(or('data.exists()', hasChildren(['name', ...KITCHEN_DETAIL_FIELDS])),
  or(`newData.child('cuisine').val() != 'other'`, `newData.hasChild('cuisineOther')`),
  or(`!newData.hasChild('cuisineOther')`, `newData.child('cuisine').val() == 'other'`));

/**
 * Issue 40: the areas a kitchen delivers to, `deliversTo/{area}`, each valued as the listing's approval (true once
 * approved, false while pending), so the public area query `deliversTo/<area> == true` finds listed kitchens only.
 * A kitchen writes them with the value its approval gives; an admin's approval flip moves the flag, every area and the
 * count of listed kitchens in one write (approvalMoves, on `approved`). Once chosen, at least one stays.
 */
const listingApproved = `newData.parent().parent().child('approved').val()`;
const areaValue = or(and('newData.val() == true', `${listingApproved} == true`), and('newData.val() == false', `${listingApproved} != true`));
const deliversTo = {
  // an admin flips them with the approval (the listing's own write is its kitchen's)
  '.write': isAdmin,
  '.validate': 'newData.hasChildren()',
  $area: { '.validate': and(oneOf(AREA_NAMES, '$area'), 'newData.isBoolean()', areaValue) },
};
/** The stored count of listed kitchens (absent: 0). */
const listedNow = `(root.child('${LISTED_KITCHENS_PATH}').isNumber() ? root.child('${LISTED_KITCHENS_PATH}').val() : 0)`;
const listedNew = `newData.parent().parent().parent().child('${LISTED_KITCHENS_PATH}').val()`;
/**
 * On `approved`: a flip (true ↔ not true) moves listedKitchens by one in the same write and leaves no area of the
 * listing with the old value (each area stored is checked against the new flag; one write flips one kitchen).
 */
const approvalMoves = or(
  and('newData.val() == true', 'data.val() == true'),
  and('newData.val() != true', 'data.val() != true'),
  and(`${listedNew} == ${listedNow} + (newData.val() == true ? 1 : -1)`,
    ...AREA_NAMES.map((a) => or(`!newData.parent().child('deliversTo/${a}').exists()`, `newData.parent().child('deliversTo/${a}').val() == newData.val()`))),
);

// ---- tiffin plans and subscriptions (RULES.md, "Tiffin plans") ----
/** ms after a day's start until the cut-off of `mealExpr` ('lunch' | 'dinner') of the plan (read from root). */
const cutoffMs = (/** @type {string} */ planIdExpr, /** @type {string} */ mealExpr) => `root.child('plans/' + ${planIdExpr} + '/' + ${mealExpr} + 'Cutoff').val() * 60000`;
/** ms after a day's start until the earliest cut-off of the plan's meals. */
const earliestCutoffMs = (/** @type {string} */ planIdExpr) => {
  const p = (/** @type {string} */ f) => `root.child('plans/' + ${planIdExpr} + '/${f}').val()`;
  return `(${p('meals')} == 'lunch' ? ${p('lunchCutoff')} : ${p('meals')} == 'dinner' ? ${p('dinnerCutoff')} : `
    + `(${p('lunchCutoff')} < ${p('dinnerCutoff')} ? ${p('lunchCutoff')} : ${p('dinnerCutoff')})) * 60000`;
};
const isRole = (/** @type {string} */ r) => `${role('auth.uid')} == '${r}'`;

// plans/{planId}: the new root seen from the plan node, and the seat event's subscription
const newRootFromPlan = 'newData.parent().parent()';
const evSub = `newData.child('seatEvent/sub').val()`;
const seatsNew = `newData.child('seatsTaken').val()`;
const seatsOld = `data.child('seatsTaken').val()`;
const subOf = (/** @type {string} */ rootExpr, /** @type {string} */ subExpr, /** @type {string} */ f) => `${rootExpr}.child('subscriptions/' + ${subExpr} + '/${f}').val()`;
/**
 * planSeats/{planId}/{subId}: the holder marker of a taken seat. Kept outside the plan, which anyone reads: the menu
 * page would otherwise download one marker per subscriber of every plan it shows.
 */
const holder = (/** @type {string} */ rootExpr, /** @type {string} */ planExpr, /** @type {string} */ subExpr) => `${rootExpr}.child('planSeats/' + ${planExpr} + '/' + ${subExpr})`;
/** Seats move only with a subscription created (+1, 'taken') or cancelled (−1, 'released') in the same write. */
const seatConsistency = or(
  and(`${seatsNew} == ${seatsOld}`, `${evSub} == data.child('seatEvent/sub').val()`,
    `newData.child('seatEvent/kind').val() == data.child('seatEvent/kind').val()`),
  and(`${seatsNew} == ${seatsOld} + 1`, `newData.child('seatEvent/kind').val() == 'taken'`,
    `${holder(newRootFromPlan, '$planId', evSub)}.val() == true`, `!${holder('root', '$planId', evSub)}.exists()`,
    `!root.child('subscriptions/' + ${evSub}).exists()`, `${subOf(newRootFromPlan, evSub, 'planId')} == $planId`,
    `${subOf(newRootFromPlan, evSub, 'status')} == 'active'`),
  and(`${seatsNew} == ${seatsOld} - 1`, `newData.child('seatEvent/kind').val() == 'released'`,
    `!${holder(newRootFromPlan, '$planId', evSub)}.exists()`, `${holder('root', '$planId', evSub)}.val() == true`,
    `${subOf('root', evSub, 'planId')} == $planId`, `${subOf('root', evSub, 'status')} == 'active'`,
    `${subOf(newRootFromPlan, evSub, 'status')} == 'cancelled'`),
);
const planOwnerEdit = and(signedIn, isRole('meal_provider'), `data.parent().child('providerId').val() == auth.uid`, 'data.exists()');
/** The plan's kitchen: it may release a seat, with its cancel of a subscription of the plan (issue 36, item 3). */
const planKitchen = (/** @type {string} */ planIdExpr) => and(signedIn, `root.child('plans/' + ${planIdExpr} + '/providerId').val() == auth.uid`);
/** A plan field its kitchen edits (leaf writes only: the plan node itself is writable only to create it). */
const editable = (/** @type {string} */ validate) => ({ '.write': planOwnerEdit, '.validate': validate });
const customerSeatWrite = and(signedIn, isRole('user'));
/** seatsTaken and seatEvent: a customer (taking or releasing), or the plan's kitchen (releasing: seatConsistency). */
const seatWrite = or(customerSeatWrite, planKitchen('$planId'));
const newRootFromSeat = 'newData.parent().parent().parent()';
const seatMarkerWrite = or(and(customerSeatWrite, or(
  and('!data.exists()', 'newData.val() == true', `${subOf(newRootFromSeat, '$subId', 'customerId')} == auth.uid`,
    `${subOf(newRootFromSeat, '$subId', 'planId')} == $planId`, `!root.child('subscriptions/' + $subId).exists()`),
  and('data.exists()', '!newData.exists()', `${subOf('root', '$subId', 'customerId')} == auth.uid`,
    `${subOf(newRootFromSeat, '$subId', 'status')} == 'cancelled'`),
)), and(planKitchen('$planId'), 'data.exists()', '!newData.exists()', `${subOf(newRootFromSeat, '$subId', 'status')} == 'cancelled'`));
/** Holder markers: written with their subscription (create / cancel), read by no one (they are bookkeeping). */
const planSeats = {
  $planId: {
    $subId: { '.write': seatMarkerWrite, '.validate': 'newData.val() == true' },
  },
};

/**
 * planHolders/{planId}/{uid}: how many ACTIVE subscriptions the customer holds to the plan (at most
 * PLAN_LIMITS.holdingsMax). It moves +1 / −1 only with the subscription the plan's seatEvent names being created /
 * cancelled in the same write, and that subscription's own rules require the move: so it is exact under races. Never
 * deleted (a deleted counter would start again at 0). Its customer reads it (the app says why before writing), and
 * the plan's kitchen (its cancel moves it only when it was counted).
 */
const newRootFromHolding = 'newData.parent().parent().parent()';
const holdEv = (/** @type {string} */ f) => `${newRootFromHolding}.child('plans/' + $planId + '/seatEvent/${f}').val()`;
const holdOld = `(data.exists() ? data.val() : 0)`;
const planHolders = {
  $planId: {
    $uid: {
      '.read': or(and(signedIn, 'auth.uid == $uid'), planKitchen('$planId')),
      '.write': and('newData.exists()', or(and(customerSeatWrite, 'auth.uid == $uid'), planKitchen('$planId'))),
      '.validate': and(intIn(0, PLAN_LIMITS.holdingsMax), or(
        // (the plan's seatConsistency and the subscription's own rules check that it is of this plan)
        and(`newData.val() == ${holdOld} + 1`, `${holdEv('kind')} == 'taken'`, `!root.child('subscriptions/' + ${holdEv('sub')}).exists()`,
          `${subOf(newRootFromHolding, holdEv('sub'), 'customerId')} == $uid`),
        and(`newData.val() == ${holdOld} - 1`, `${holdEv('kind')} == 'released'`, `${subOf('root', holdEv('sub'), 'customerId')} == $uid`,
          `${subOf('root', holdEv('sub'), 'status')} == 'active'`, `${subOf(newRootFromHolding, holdEv('sub'), 'status')} == 'cancelled'`),
      )),
    },
  },
};
/** A customer's holdings of a plan in `rootExpr`: the counter, or null before its first subscription. */
const holding = (/** @type {string} */ rootExpr, /** @type {string} */ planIdExpr, /** @type {string} */ uidExpr) =>
  `${rootExpr}.child('planHolders/' + ${planIdExpr} + '/' + ${uidExpr}).val()`;

/**
 * The per-meal price in paise follows from the monthly price: |paise × meals a week × 52 − price × 1200| ≤ meals a
 * week × 26 (i.e. within half a paisa of price / (meals a week × 52 / 12); rules cannot round, they can multiply).
 * Meals a week = (2 for both, else 1) × the '1's of days (days without its '0's: replace() replaces every one).
 */
const mealsAWeek = `((newData.child('meals').val() == 'both' ? 2 : 1) * newData.child('days').val().replace('0', '').length)`;
const mealPriceFollows = and(`newData.child('mealPricePaise').isNumber()`,
  `newData.child('mealPricePaise').val() * ${mealsAWeek} * 52 - newData.child('price').val() * 1200 <= ${mealsAWeek} * 26 + 0.001`,
  `newData.child('price').val() * 1200 - newData.child('mealPricePaise').val() * ${mealsAWeek} * 52 <= ${mealsAWeek} * 26 + 0.001`);

const plans = {
  '.read': true,
  '.indexOn': ['providerId'],
  $planId: {
    // create only (whole plan); edits are leaf writes of its kitchen; no deletes
    '.write': and(signedIn, isRole('meal_provider'), '!data.exists()', `newData.child('providerId').val() == auth.uid`),
    // an older plan without mealPricePaise stays writable (seats, edits) but takes no subscription until it has one
    '.validate': and(hasChildren(PLAN_FIELDS.filter((f) => f !== 'mealPricePaise')), `${seatsNew} <= newData.child('capacity').val()`,
      or(and('data.exists()', `!newData.child('mealPricePaise').exists()`), mealPriceFollows), or(
      and('!data.exists()', `${seatsNew} == 0`, `newData.child('status').val() == 'active'`,
        `!newData.child('seatEvent').exists()`, `!${newRootFromPlan}.child('planSeats/' + $planId).exists()`),
      and('data.exists()', seatConsistency),
    )),
    providerId: { '.validate': text(1, MAX_LENGTH.id) },
    name: editable(text(1, PLAN_LIMITS.nameMax)),
    description: editable(text(0, PLAN_LIMITS.descriptionMax)),
    meals: editable(oneOf(PLAN_MEALS)),
    days: editable(and('newData.isString()', 'newData.val().matches(/^[01]{7}$/)', `newData.val() != '0000000'`)),
    diet: editable(oneOf(DIETS)),
    price: editable(price()),
    // also set afresh on a plan stored before it existed (the kitchen saving its plan again)
    mealPricePaise: { '.write': and(signedIn, isRole('meal_provider'), `data.parent().child('providerId').val() == auth.uid`),
      '.validate': intIn(1, PLAN_LIMITS.mealPaiseMax) },
    capacity: editable(intIn(PLAN_LIMITS.capacityMin, PLAN_LIMITS.capacityMax)),
    seatsTaken: { '.write': seatWrite, '.validate': intIn(0, PLAN_LIMITS.capacityMax) },
    lunchCutoff: editable(intIn(0, PLAN_LIMITS.cutoffMax)),
    dinnerCutoff: editable(intIn(0, PLAN_LIMITS.cutoffMax)),
    status: editable(oneOf(PLAN_STATUSES)),
    createdAt: { '.validate': 'newData.isNumber()' },
    updatedAt: editable('newData.isNumber()'),
    seatEvent: {
      '.write': seatWrite,
      '.validate': hasChildren(['sub', 'kind']),
      sub: { '.validate': text(1, MAX_LENGTH.id) },
      kind: { '.validate': oneOf(SEAT_EVENTS) },
      $other: { '.validate': false },
    },
    $other: { '.validate': false },
  },
};

// subscriptions/{subId}
const subField = (/** @type {string} */ f) => `newData.child('${f}').val()`;
const rootPlan = (/** @type {string} */ f) => `root.child('plans/' + newData.child('planId').val() + '/${f}').val()`;
const newRootFromSub = 'newData.parent().parent()';
const subscriptionCreate = and(
  '!data.exists()', `${subField('status')} == 'active'`, `${subField('customerId')} == auth.uid`,
  // the plan as it is now: active, of an approved kitchen; the copies equal it
  `${rootPlan('status')} == 'active'`, `${subField('providerId')} == ${rootPlan('providerId')}`,
  `root.child('providers/' + ${rootPlan('providerId')} + '/approved').val() == true`,
  ...['name', 'meals', 'days', 'diet'].map((f) => `${subField(f === 'name' ? 'planName' : f)} == ${rootPlan(f)}`),
  // the price is the plan's stored per-meal price (paise), not one the client chose; none for a plan without one
  `newData.child('mealPricePaise').isNumber()`, `${subField('mealPricePaise')} == ${rootPlan('mealPricePaise')}`,
  // starts tomorrow … 30 days ahead (server time, Asia/Kolkata days)
  `${subField('startDay')} >= ${todayStart} + ${DAY_MS}`, `${subField('startDay')} <= ${todayStart} + ${PLAN_LIMITS.startDaysAhead * DAY_MS}`,
  `${subField('createdAt')} == now`,
  // where (issue 40): a place, its one line as the address, in an area the plan's kitchen delivers to
  `newData.hasChild('place')`, addressIsPlaceLine('newData'), deliversThere(rootPlan('providerId'), 'newData'),
  ...['pricePerMeal', 'endDay', 'cancelledAt', 'cancelledBy', 'cancelReason', 'skips', 'pauses'].map((f) => `!newData.child('${f}').exists()`),
  // this customer's holdings of the plan move in the same write: planHolders allows only +1 with this creation, and
  // at most PLAN_LIMITS.holdingsMax
  `${holding(newRootFromSub, "newData.child('planId').val()", 'auth.uid')} != ${holding('root', "newData.child('planId').val()", 'auth.uid')}`,
  // its seat is taken in the same write (plans/{planId} checks the count)
  `${holder(newRootFromSub, "newData.child('planId').val()", '$subId')}.val() == true`,
  `${newRootFromSub}.child('plans/' + newData.child('planId').val() + '/seatEvent/sub').val() == $subId`,
);
const subscriptionState = or(
  and(`${subField('status')} == 'active'`, `!newData.child('endDay').exists()`, `!newData.child('cancelledAt').exists()`),
  and(`${subField('status')} == 'cancelled'`, `newData.child('endDay').isNumber()`, `newData.child('cancelledAt').isNumber()`,
    // a kitchen's cancel says why
    `${subField('cancelledBy')} != 'provider' || newData.child('cancelReason').isString()`),
);
const subOwner = and(signedIn, `root.child('subscriptions/' + $subId + '/customerId').val() == auth.uid`);
const subRootVal = (/** @type {string} */ f) => `root.child('subscriptions/' + $subId + '/${f}').val()`;
const subPlanId = subRootVal('planId');
const newRootFromSubLeaf = 'newData.parent().parent().parent()';
/** The subscription's kitchen (its plan's): it may cancel it, saying why (seat squatting, issue 36 item 3). */
const subKitchen = and(signedIn, `${subRootVal('providerId')} == auth.uid`);
const cancelling = and(or(subOwner, subKitchen), `${subRootVal('status')} == 'active'`,
  `newData.parent().child('status').val() == 'cancelled'`);
/** The customer's holdings of the plan, before and after the write: one fewer (or none counted: older records). */
const holdRoot = holding('root', subPlanId, subRootVal('customerId'));
const holdNew = holding(newRootFromSubLeaf, subPlanId, subRootVal('customerId'));
const skipNew = (/** @type {string} */ f) => `newData.child('${f}').val()`;
const skipOld = (/** @type {string} */ f) => `data.child('${f}').val()`;
/**
 * `$key` is the record's `day + '-' + meal` (`snap`: 'newData' or 'data'). Fail closed: the key must look like 13
 * digits then a meal, and the day joined to text must be 13 digits too, so if the hosted engine wrote numbers in
 * another form ("1.7e12", "1700000000000.0") the write is refused, never accepted with a day other than the key's.
 */
const skipKeyIs = (/** @type {string} */ snap) => and('$key.matches(/^[0-9]{13}-(lunch|dinner)$/)',
  `('' + ${snap}.child('day').val()).matches(/^[0-9]{13}$/)`, `$key == ('' + ${snap}.child('day').val()) + '-' + ${snap}.child('meal').val()`);
const subscriptions = {
  '.read': and(signedIn, "(query.orderByChild == 'customerId' || query.orderByChild == 'providerId') && query.equalTo == auth.uid"),
  '.indexOn': ['customerId', 'providerId', 'planId'],
  $subId: {
    '.read': and(signedIn, "data.child('customerId').val() == auth.uid || data.child('providerId').val() == auth.uid"),
    // create only (the customer as itself); afterwards leaf writes: cancel, skips, pauses
    '.write': and(signedIn, '!data.exists()', isRole('user'), `newData.child('customerId').val() == auth.uid`),
    '.validate': and(hasChildren(SUBSCRIPTION_REQUIRED), subscriptionState, or(subscriptionCreate, 'data.exists()')),
    ...onlyFields(SUBSCRIPTION_FIELDS, {
      planId: text(1, MAX_LENGTH.id),
      providerId: text(1, MAX_LENGTH.id),
      customerId: text(1, MAX_LENGTH.id),
      customerName: text(1, PLAN_LIMITS.customerNameMax),
      address: text(PLAN_LIMITS.addressMin, PLAN_LIMITS.addressMax),
      phone: text(0, PLAN_LIMITS.phoneMax),
      planName: text(1, PLAN_LIMITS.nameMax),
      meals: oneOf(PLAN_MEALS),
      days: 'newData.isString()',
      diet: oneOf(DIETS),
      mealPricePaise: intIn(1, PLAN_LIMITS.mealPaiseMax),
      // older records' price (₹): kept as stored, never written again
      pricePerMeal: 'false',
      startDay: and('newData.isNumber()', isDayStart('newData.val()')),
      status: oneOf(SUBSCRIPTION_STATUSES),
      // the first day without meals: tomorrow, or the start day when it has not started by then
      endDay: and('newData.isNumber()', `newData.val() == (newData.parent().child('startDay').val() > ${todayStart} + ${DAY_MS} ? newData.parent().child('startDay').val() : ${todayStart} + ${DAY_MS})`),
      createdAt: 'newData.isNumber()',
      cancelledAt: 'newData.val() == now',
      cancelledBy: or(`newData.val() == 'customer' && auth.uid == ${subRootVal('customerId')}`,
        `newData.val() == 'provider' && auth.uid == ${subRootVal('providerId')}`),
      cancelReason: and(text(1, PLAN_LIMITS.cancelReasonMax), `newData.parent().child('cancelledBy').val() == 'provider'`),
      place: placeRule['.validate'],
      // issue 42: its number with its kitchen, given once in its creation write with the kitchen's counter moved to it
      // (billCounters below); never written afterwards (no rule grants a write of it on a stored subscription)
      billNo: and(intIn(1, Number.MAX_SAFE_INTEGER), '!data.exists()',
        `newData.parent().parent().parent().child('billCounters/' + newData.parent().child('providerId').val() + '/n').val() == newData.val()`,
        `newData.parent().parent().parent().child('billCounters/' + newData.parent().child('providerId').val() + '/sub').val() == $subId`),
    }),
  },
};
Object.assign(subscriptions.$subId.status, {
  // cancel: active → cancelled by its customer or its kitchen (which names itself), with the seat released and the
  // customer's holdings of the plan moved in the same write (planHolders allows only −1 with this cancel); a counter
  // at 0 or never set (subscriptions older than the counter) is left as it is
  '.write': and(cancelling, `newData.val() == 'cancelled'`,
    `${subRootVal('customerId')} == auth.uid || newData.parent().child('cancelledBy').val() == 'provider'`,
    `${newRootFromSubLeaf}.child('plans/' + ${subPlanId} + '/seatEvent/sub').val() == $subId`,
    `${newRootFromSubLeaf}.child('plans/' + ${subPlanId} + '/seatEvent/kind').val() == 'released'`,
    `!${holder(newRootFromSubLeaf, subPlanId, '$subId')}.exists()`,
    `${holdRoot} == null || ${holdRoot} == 0 || ${holdNew} != ${holdRoot}`),
});
Object.assign(subscriptions.$subId.endDay, { '.write': and(cancelling, '!data.exists()') });
Object.assign(subscriptions.$subId.cancelledAt, { '.write': and(cancelling, '!data.exists()') });
Object.assign(subscriptions.$subId.cancelledBy, { '.write': and(cancelling, '!data.exists()') });
Object.assign(subscriptions.$subId.cancelReason, { '.write': and(cancelling, '!data.exists()') });
Object.assign(subscriptions.$subId, {
  skips: {
    $key: {
      // set or removed whole, by the customer, before the cut-off of the meal its KEY names (server time): the key is
      // bound to the record (day + '-' + meal, as stored, created or removed), so the checked day is the key's day
      '.write': and(subOwner, or(
        and('!data.exists()', 'newData.exists()', `${subRootVal('status')} == 'active'`,
          `now < ${skipNew('day')} + ${cutoffMs(subPlanId, skipNew('meal'))}`),
        and('data.exists()', '!newData.exists()', skipKeyIs('data'), `now < ${skipOld('day')} + ${cutoffMs(subPlanId, skipOld('meal'))}`),
      )),
      '.validate': and(hasChildren(['day', 'meal']), skipKeyIs('newData'), `${skipNew('day')} >= ${subRootVal('startDay')}`,
        `${subRootVal('meals')} == 'both' || ${subRootVal('meals')} == ${skipNew('meal')}`),
      day: { '.validate': and('newData.isNumber()', isDayStart('newData.val()')) },
      meal: { '.validate': oneOf(MEALS) },
      $other: { '.validate': false },
    },
  },
  pauses: {
    $pauseId: {
      // created or removed whole by the customer before the earliest cut-off of its first day
      '.write': and(subOwner, or(
        and('!data.exists()', 'newData.exists()', `${subRootVal('status')} == 'active'`,
          `now < ${skipNew('from')} + ${earliestCutoffMs(subPlanId)}`),
        and('data.exists()', '!newData.exists()', `now < ${skipOld('from')} + ${earliestCutoffMs(subPlanId)}`),
      )),
      '.validate': and(hasChildren(['from', 'to']), `${skipNew('from')} >= ${subRootVal('startDay')}`,
        `${skipNew('to')} >= ${skipNew('from')}`, `${skipNew('to')} - ${skipNew('from')} <= ${PLAN_LIMITS.pauseMaxDays * DAY_MS}`),
      from: { '.validate': and('newData.isNumber()', isDayStart('newData.val()')) },
      to: {
        // "Resume now": the end moves earlier, to yesterday at the earliest
        '.write': and(subOwner, 'data.exists()', 'newData.exists()', 'newData.val() < data.val()',
          `newData.val() >= ${todayStart} - ${DAY_MS}`),
        '.validate': and('newData.isNumber()', isDayStart('newData.val()')),
      },
      $other: { '.validate': false },
    },
  },
});

// ---- reviews and ratings (RULES.md, "Reviews and ratings") ----
/**
 * reviews/{reviewKey}: one per customer per kitchen (issue 36). The key is opaque: the customer's private
 * reviewKeys/{uid}/{providerId} names it (set in the review's first write, never changed), with the completed order the
 * review is based on and when its edit window opened; the public review names neither the customer nor the order. A
 * kitchen's rating is ratingSum / ratingCount on its listing; both move only in the same write as a review, by exactly
 * its stars (created: +stars, +1; edited within REVIEW_LIMITS.editDays of `since`: +new − old, count kept), and
 * `ratingEvent` names that review, so one write moves the figures for one review only.
 */
const rv = (/** @type {string} */ f) => `newData.child('${f}').val()`;
const rvOld = (/** @type {string} */ f) => `data.child('${f}').val()`;
const reviewProvider = (/** @type {string} */ rootExpr, /** @type {string} */ f) => `${rootExpr}.child('providers/' + ${rv('providerId')} + '/${f}')`;
const ratingAfter = (/** @type {string} */ f) => `${reviewProvider('newData.parent().parent()', f)}.val()`;
const ratingBefore = (/** @type {string} */ f) => `(${reviewProvider('root', f)}.exists() ? ${reviewProvider('root', f)}.val() : 0)`;
/** The writer's own review key record for the review's kitchen, as the write leaves it. */
const myReviewKey = (/** @type {string} */ f) => `newData.parent().parent().child('reviewKeys/' + auth.uid + '/' + ${rv('providerId')} + '/${f}').val()`;
const reviewCreate = and('!data.exists()', `${rv('createdAt')} == now`, `${rv('updatedAt')} == now`,
  `!newData.child('reply').exists()`, `!newData.child('repliedAt').exists()`,
  `${ratingAfter('ratingSum')} == ${ratingBefore('ratingSum')} + ${rv('stars')}`,
  `${ratingAfter('ratingCount')} == ${ratingBefore('ratingCount')} + 1`, `${ratingAfter('ratingEvent')} == $rk`);
const reviewEdit = and('data.exists()', `now < ${myReviewKey('since')} + ${REVIEW_LIMITS.editDays * DAY_MS}`,
  ...['providerId', 'createdAt', 'reply', 'repliedAt'].map((f) => `${rv(f)} == ${rvOld(f)}`), `${rv('updatedAt')} == now`,
  `${ratingAfter('ratingSum')} == ${ratingBefore('ratingSum')} + ${rv('stars')} - ${rvOld('stars')}`,
  `${ratingAfter('ratingCount')} == ${ratingBefore('ratingCount')}`,
  or(`${rv('stars')} == ${rvOld('stars')}`, `${ratingAfter('ratingEvent')} == $rk`));
// the kitchen writes only the reply leaves (below); everything else of the review stays as it is. Checked first: the
// kitchen has no review key record, so the edit's window (its `since`) would be an error, not false, for it
const reviewReply = and('data.exists()', `auth.uid == ${rvOld('providerId')}`);
const replyOnce = and(signedIn, `auth.uid == data.parent().child('providerId').val()`, '!data.exists()');
const reviews = {
  // one review by its key, or one kitchen's list (public)
  '.read': `query.orderByChild == 'providerId' && query.equalTo != null`,
  '.indexOn': ['providerId'],
  $rk: {
    '.read': true,
    // the customer whose review key record for the kitchen names this key (created once, edited in the window); never deleted
    '.write': and(signedIn, isRole('user'), 'newData.exists()', `${myReviewKey('key')} == $rk`),
    '.validate': and(hasChildren(REVIEW_REQUIRED), or(reviewReply, reviewCreate, reviewEdit)),
    ...onlyFields(REVIEW_FIELDS, {
      providerId: text(1, MAX_LENGTH.id),
      userInitial: text(1, REVIEW_LIMITS.initialMax),
      stars: intIn(REVIEW_LIMITS.starsMin, REVIEW_LIMITS.starsMax),
      comment: text(0, REVIEW_LIMITS.commentMax),
      createdAt: 'newData.isNumber()',
      updatedAt: 'newData.isNumber()',
      reply: and(text(1, REVIEW_LIMITS.replyMax), `newData.parent().child('repliedAt').isNumber()`),
      repliedAt: and('newData.isNumber()', `newData.parent().child('reply').exists()`, or('newData.val() == now', 'newData.val() == data.val()')),
      // issue 41: hidden or restored by staff (its rules are the staff block's, below)
      moderation: 'true',
    }),
  },
};
Object.assign(reviews.$rk.reply, { '.write': replyOnce });
Object.assign(reviews.$rk.repliedAt, { '.write': replyOnce });
/**
 * reviewKeys/{uid}/{providerId}: the customer's own (read by it alone). Created with the review it names (a key no
 * review holds yet, so nobody can take over another's review); `key` never changes; `order` is a completed order of this
 * customer at this kitchen, and moves only to a later one, which reopens the edit window (`since` = now).
 */
const keyOrder = (/** @type {string} */ which, /** @type {string} */ f) => `root.child('orders/' + ${which}.child('order').val() + '/${f}').val()`;
const reviewKeys = {
  $uid: {
    '.read': and(signedIn, 'auth.uid == $uid'),
    $pid: {
      '.write': and(signedIn, 'auth.uid == $uid', isRole('user'), 'newData.exists()'),
      '.validate': and(hasChildren(REVIEW_KEY_FIELDS),
        `newData.parent().parent().parent().child('reviews/' + ${rv('key')} + '/providerId').val() == $pid`,
        `${keyOrder('newData', 'userId')} == $uid`, `${keyOrder('newData', 'providerId')} == $pid`, `${keyOrder('newData', 'status')} == 'completed'`,
        or(and('!data.exists()', `!root.child('reviews/' + ${rv('key')}).exists()`, `${rv('since')} == now`),
          and(`${rv('key')} == ${rvOld('key')}`, or(and(`${rv('order')} == ${rvOld('order')}`, `${rv('since')} == ${rvOld('since')}`),
            and(`${keyOrder('newData', 'timestamp')} > ${keyOrder('data', 'timestamp')}`, `${rv('since')} == now`))))),
      ...onlyFields(REVIEW_KEY_FIELDS, { key: text(1, MAX_LENGTH.id), order: text(1, MAX_LENGTH.id), since: 'newData.isNumber()' }),
    },
  },
};
/** providers/{uid}: the rating figures stay as they are, or a customer moves them with its review named by ratingEvent. */
const newReviewOf = (/** @type {string} */ f) => `newData.parent().parent().child('reviews/' + newData.child('ratingEvent').val() + '/${f}').val()`;
const ratingMoves = or(and(...RATING_FIELDS.map((f) => `newData.child('${f}').val() == data.child('${f}').val()`)),
  and(isRole('user'), `${newReviewOf('providerId')} == $uid`,
    `newData.parent().parent().child('reviewKeys/' + auth.uid + '/' + $uid + '/key').val() == newData.child('ratingEvent').val()`,
    `${newReviewOf('stars')} != root.child('reviews/' + newData.child('ratingEvent').val() + '/stars').val()`),
  // issue 41: staff hide or restore one of its reviews (the review's reviewModerate checks the figures' move)
  and(isAdmin, `${newReviewOf('providerId')} == $uid`,
    `(${newReviewOf('moderation/hidden')} == true) != (root.child('reviews/' + newData.child('ratingEvent').val() + '/moderation/hidden').val() == true)`));
const ratingLeaf = (/** @type {string} */ validate) => ({ '.write': or(and(signedIn, isRole('user')), isAdmin), '.validate': validate });

// ---- order numbers (issue 36; RULES.md, "Order numbers") ----
/**
 * The 'YYMM' label of the month containing `now` (Asia/Kolkata) as a number (2611): the month tree of the stats with
 * labels for leaves, from ORDER_NUMBER_MONTHS_FIRST (numbers come from the database since 2026-11; about 35 bytes a
 * month of the rules file, so the months before are left out) to MONTH_TABLE_LAST. Only for now < the table's end.
 */
function currentMonthLabelExpr(starts = monthTable(ORDER_NUMBER_MONTHS_FIRST), labels = monthLabels(ORDER_NUMBER_MONTHS_FIRST)) {
  /** @param {number} lo @param {number} hi @returns {string} */
  const tree = (lo, hi) => {
    if (hi - lo === 1) return String(Number(labels[lo]));
    const mid = (lo + hi) >> 1;
    return `(now < ${starts[mid]} ? ${tree(lo, mid)} : ${tree(mid, hi)})`;
  };
  return tree(0, starts.length - 1);
}
/**
 * The sequence number `n` as orderNumberOf writes it: zero-padded to four digits, longer past 9,999. The number is
 * joined to a string, whose form the rules language does not document: a key written in another form than the
 * client's digits is simply not found, so a difference would refuse orders, never let a number through twice.
 */
const padSeq = (/** @type {string} */ n) => `(${n} < 10 ? '000' : ${n} < 100 ? '00' : ${n} < 1000 ? '0' : '') + ${n}`;
/**
 * orderCounters/{YYMM}: the last number given out in the current month, across the marketplace. Read by any signed-in
 * user (a checkout reads it to know its numbers); moved by a customer's checkout only, forward, and only when this
 * write claims its new value (each claim asks for the one before it, so every number it moved over is claimed too).
 */
const orderCounters = {
  $m: {
    '.read': signedIn,
    '.write': and(signedIn, isRole('user'), 'newData.exists()'),
    '.validate': and(`now >= ${istMonthStart(ORDER_NUMBER_MONTHS_FIRST.year, ORDER_NUMBER_MONTHS_FIRST.month)}`, currentMonthKnown,
      `$m == '' + ${currentMonthLabelExpr()}`, intIn(1, Number.MAX_SAFE_INTEGER),
      or('!data.exists()', 'newData.val() > data.val()'),
      `newData.parent().parent().child('orderNumbers/TH-' + $m + '-' + ${padSeq('newData.val()')} + '/by').val() == auth.uid`),
  },
};
/**
 * orderNumbers/{number}: `{ by, order, month, seq }`, the claim of one number by one checkout: created once, never
 * changed or removed, read by nobody. Its number is `seq` of `month` written out, within what that month's counter
 * moves over in this write, the number before it claimed (now or earlier), and `order` is created in this write with it.
 */
const claimNew = (/** @type {string} */ f) => `newData.child('${f}').val()`;
const newRootFromClaim = 'newData.parent().parent()';
const claimCounter = (/** @type {string} */ rootExpr) => `${rootExpr}.child('orderCounters/' + ${claimNew('month')})`;
const orderNumbers = {
  $num: {
    '.write': and(signedIn, isRole('user'), '!data.exists()', `${claimNew('by')} == auth.uid`),
    '.validate': and(hasChildren(['by', 'order', 'month', 'seq']),
      `$num == 'TH-' + ${claimNew('month')} + '-' + ${padSeq(claimNew('seq'))}`,
      `${claimNew('seq')} <= ${claimCounter(newRootFromClaim)}.val()`,
      or(`!${claimCounter('root')}.exists()`, `${claimNew('seq')} > ${claimCounter('root')}.val()`),
      or(`${claimNew('seq')} == 1`,
        `${newRootFromClaim}.child('orderNumbers/TH-' + ${claimNew('month')} + '-' + ${padSeq(`(${claimNew('seq')} - 1)`)}).exists()`),
      `!root.child('orders/' + ${claimNew('order')}).exists()`,
      `${newRootFromClaim}.child('orders/' + ${claimNew('order')} + '/orderNumber').val() == $num`),
    ...onlyFields(['by', 'order', 'month', 'seq'], {
      by: text(1, MAX_LENGTH.id),
      order: text(1, MAX_LENGTH.id),
      month: and('newData.isString()', 'newData.val().matches(/^[0-9]{4}$/)'),
      seq: intIn(1, Number.MAX_SAFE_INTEGER),
    }),
  },
};

// ---- contact messages' daily budget (issue 36; RULES.md, "Contact messages") ----
/**
 * contactBudget/{uid} (a signed-in sender) and contactBudget/public (all signed-out visitors together):
 * `{ day, count, message }`, the messages sent on `day` (today, server time, Asia/Kolkata). It moves only with the new
 * message `message`, in the same write: today's count (or a new day's from 0) plus one, up to CONTACT_BUDGET's 5 for a
 * uid and 100 for 'public'. Nobody resets,
 * lowers or deletes it; the message's own rule asks for it.
 */
const contactBudget = {
  // a signed-in sender's own; 'public' (the key no account has: uids are generated) only while signed out
  '.read': or(`$who == 'public'`, and(signedIn, 'auth.uid == $who')),
  '.write': and('newData.exists()', or(and(signedIn, 'auth.uid == $who'), and('auth == null', `$who == 'public'`))),
  '.validate': and(hasChildren(CONTACT_BUDGET_FIELDS), `newData.child('day').val() == ${todayStart}`,
    `newData.child('count').val() == (data.child('day').val() == ${todayStart} ? data.child('count').val() : 0) + 1`,
    `newData.child('count').val() <= ($who == 'public' ? ${CONTACT_BUDGET.publicPerDay} : ${CONTACT_BUDGET.perUserPerDay})`,
    `!root.child('contactMessages/' + newData.child('message').val()).exists()`,
    `newData.parent().parent().child('contactMessages/' + newData.child('message').val()).exists()`),
  ...onlyFields(CONTACT_BUDGET_FIELDS, { day: 'newData.isNumber()', count: 'newData.isNumber()', message: text(1, MAX_LENGTH.id) }),
};

const rules = {
  rules: {
    admins: {
      $uid: { '.read': and(signedIn, 'auth.uid == $uid') },
    },
    users: {
      $uid: {
        '.read': and(signedIn, 'auth.uid == $uid'),
        '.write': and(signedIn, 'auth.uid == $uid', 'newData.exists()'),
        // issue 44: an account made by mobile number has no e-mail; it has its verified mobile as `phone` instead. Every
        // account keeps a way to reach it: an e-mail or a phone (the role and every other check are the same).
        '.validate': and(hasChildren(['name', 'role']), `newData.hasChild('email') || newData.hasChild('phone')`),
        name: { '.validate': text(1, MAX_LENGTH.name) },
        email: { '.validate': text(EMAIL_MIN_LENGTH, MAX_LENGTH.email) },
        role: { '.validate': or(and('!data.exists()', oneOf(ROLES)), 'newData.val() == data.val()') },
        createdAt: { '.validate': or(text(1, MAX_LENGTH.createdAt), 'newData.isNumber()') },
        // a customer's mobile (issue 37: asked at the first order, copied onto its orders): +91 and 10 digits from 6–9;
        // a kitchen's profile phone may be any number (a landline with its STD code too)
        phone: { '.validate': or(and(`newData.parent().child('role').val() == 'user'`, 'newData.isString()', `newData.val().matches(/${MOBILE_PATTERN}/)`),
          and(`newData.parent().child('role').val() != 'user'`, text(0, MAX_LENGTH.phone))) },
        address: { '.validate': text(0, MAX_LENGTH.address) },
        // issue 40: where the customer's orders go, saved at checkout, Subscribe or on the profile page
        place: placeRule,
        cuisine: { '.validate': text(0, MAX_LENGTH.cuisine) },
        image: { '.validate': imageUrl(0) },
        cart: {
          // one line per menu item: the fields add-to-cart writes, nothing else
          $itemId: {
            '.validate': hasChildren(CART_LINE_REQUIRED),
            ...onlyFields(CART_LINE_FIELDS, {
              id: and(text(1, MAX_LENGTH.id), 'newData.val() == $itemId'),
              providerId: text(0, MAX_LENGTH.id),
              name: text(0, MAX_LENGTH.name),
              description: text(0, MAX_LENGTH.description),
              price: price(),
              imageUrl: imageUrl(0, "newData.parent().child('providerId').val()"),
              quantity: quantity(),
              addedAt: 'newData.isNumber()',
              // the item's diet mark, copied for the basket line's mark
              diet: oneOf(DIETS),
            }),
          },
        },
        $other: { '.validate': false },
      },
    },
    providers: {
      // listed only as approved kitchens (what the storefront asks), all of them or those delivering to one area (issue
      // 40: an area's flag is true only while its kitchen is approved); an admin sees every listing (pending ones too)
      '.read': or(`query.orderByChild == 'approved' && query.equalTo == true`,
        `query.equalTo == true && query.orderByChild.beginsWith('deliversTo/')`, isAdmin),
      '.indexOn': ['approved', ...AREA_NAMES.map((a) => `deliversTo/${a}`)],
      $uid: {
        // one listing by id: anyone (a pending kitchen previews itself; it is just not listed)
        '.read': true,
        // the provider's own listing, never deleted (that would reset its approval)
        '.write': and(listingOwner, 'newData.exists()'),
        '.validate': and(hasChildren(['name']), unchangedUnlessAdmin('approved'), ratingMoves, kitchenDetails,
          // issue 40: areas once chosen are not removed all at once (at least one stays)
          `!data.hasChild('deliversTo') || newData.hasChild('deliversTo')`),
        name: { '.validate': text(1, MAX_LENGTH.name) },
        // issue 39: the kitchen's details, each checked when written (older listings keep what they had until then):
        // a cuisine of the list (with its own words under cuisineOther when 'other'), an area of Nagpur's list, an
        // address, an Indian phone as parsePhone writes it, an optional 14-digit FSSAI number
        cuisine: { '.validate': oneOf(CUISINE_VALUES) },
        cuisineOther: { '.validate': and(text(1, CUISINE_OTHER_MAX), `newData.parent().child('cuisine').val() == 'other'`) },
        area: { '.validate': oneOf(AREA_NAMES) },
        address: { '.validate': text(KITCHEN_ADDRESS.min, KITCHEN_ADDRESS.max) },
        phone: { '.validate': and('newData.isString()', `newData.val().matches(/${KITCHEN_PHONE_PATTERN}/)`) },
        fssai: { '.validate': and('newData.isString()', `newData.val().matches(/${FSSAI_PATTERN}/)`) },
        image: { '.validate': imageUrl(0) },
        // when the kitchen joined (the home page lists the newest first among equals): the server's time, set once
        createdAt: { '.validate': and('newData.isNumber()', or('newData.val() == data.val()', and('!data.exists()', 'newData.val() == now'))) },
        // the stars of its reviews, summed and counted; moved only by a customer's review (ratingMoves)
        ratingSum: ratingLeaf(intIn(0, Number.MAX_SAFE_INTEGER)),
        ratingCount: ratingLeaf(intIn(0, Number.MAX_SAFE_INTEGER)),
        ratingEvent: ratingLeaf(text(1, MAX_LENGTH.id)),
        // true once an admin approved the kitchen; a flip moves its areas and the listed count with it (issue 40)
        approved: { '.write': isAdmin, '.validate': and('newData.isBoolean()', approvalMoves) },
        // issue 40: the areas it delivers to, and its minimum order value in whole rupees (absent: none)
        deliversTo,
        minOrder: { '.validate': intIn(0, KITCHEN_LIMITS.minOrderMax) },
        // issue 16, the kitchen's own (written by it alone, through the listing's write): its week, its holidays,
        // "Pause orders now" (accepting false), and the pure-veg badge the data package keeps with every menu write
        hours,
        holidays,
        accepting: { '.validate': 'newData.isBoolean()' },
        pureVeg: { '.validate': 'newData.isBoolean()' },
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
        // new: on sale, with its diet mark; edited (any field, hidden or shown again): its kitchen and creation time stay,
        // updatedAt is the server's time, a diet mark once given stays (older items have none until edited)
        '.validate': and(hasChildren(MENU_ITEM_REQUIRED), or(
          and('!data.exists()', "newData.child('status').val() == 'active'", "newData.hasChild('diet')"),
          and("newData.child('providerId').val() == data.child('providerId').val()",
            "newData.child('createdAt').val() == data.child('createdAt').val()", "newData.child('updatedAt').val() == now",
            "!data.hasChild('diet') || newData.hasChild('diet')"),
        ), menuPureVeg),
        ...onlyFields(MENU_ITEM_FIELDS, {
          name: text(1, MAX_LENGTH.name),
          description: text(1, MAX_LENGTH.description),
          price: price(),
          category: oneOf(CATEGORY_VALUES),
          imageUrl: imageUrl(1),
          providerId: 'newData.isString()',
          status: oneOf(MENU_ITEM_STATUSES),
          createdAt: 'newData.isNumber()',
          updatedAt: 'newData.isNumber()',
          diet: oneOf(DIETS),
          // absent: no limit
          platesPerDay: intIn(KITCHEN_LIMITS.platesMin, KITCHEN_LIMITS.platesMax),
        }),
      },
    },
    orders: {
      // a customer's own (by userId), a kitchen's own (by providerId: the Recent Orders glance), and a kitchen's board:
      // boardKey ranges (providerId|status|timestamp) that begin and end inside its own prefix (issue 37)
      '.read': and(signedIn, or("(query.orderByChild == 'userId' || query.orderByChild == 'providerId') && query.equalTo == auth.uid",
        `query.orderByChild == 'boardKey' && query.startAt.beginsWith(auth.uid + '${BOARD_KEY_SEPARATOR}') && query.endAt.beginsWith(auth.uid + '${BOARD_KEY_SEPARATOR}')`)),
      '.indexOn': ['userId', 'providerId', 'timestamp', 'boardKey'],
      $oid: {
        '.read': and(signedIn, "data.child('userId').val() == auth.uid || data.child('providerId').val() == auth.uid"),
        '.write': and(signedIn, or(
          and('!data.exists()', "newData.child('userId').val() == auth.uid", `${role('auth.uid')} == 'user'`),
          and('data.exists()', 'newData.exists()', "data.child('providerId').val() == auth.uid"),
          // its customer, to cancel it (orderChange says when)
          and('data.exists()', 'newData.exists()', "data.child('userId').val() == auth.uid"),
        )),
        // whole orders only (issue 37): records of the older one-line shape are read, never written (they are migrated)
        '.validate': and(hasChildren(ORDER_FIELDS), linesShape, boardKeyKept, or(orderCreate, orderChange)),
        ...onlyFields([...ORDER_FIELDS, ...ORDER_EXTRA_FIELDS], {
          userId: text(1, MAX_LENGTH.id),
          providerId: text(1, MAX_LENGTH.id),
          lines: 'newData.hasChildren()',
          lineCount: intIn(1, MAX_LINES_PER_ORDER),
          itemsTotal: 'newData.isNumber() && newData.val() >= 0',
          fee: 'newData.isNumber() && newData.val() >= 0',
          total: 'newData.isNumber() && newData.val() >= 0',
          status: oneOf(ORDER_STATUSES),
          step: oneOf(ORDER_STEPS),
          // whole milliseconds: the board key repeats its 13 digits
          timestamp: intIn(0, Number.MAX_SAFE_INTEGER),
          boardKey: text(1, MAX_LENGTH.id * 2),
          orderNumber: `newData.isString() && newData.val().matches(/${ORDER_NUMBER_PATTERN}/)`,
          address: text(ORDER_LIMITS.addressMin, ORDER_LIMITS.addressMax),
          note: text(0, ORDER_LIMITS.noteMax),
          customerName: text(1, ORDER_LIMITS.customerNameMax),
          customerPhone: `newData.isString() && newData.val().matches(/${MOBILE_PATTERN}/)`,
          acceptedAt: 'newData.isNumber()',
          readyBy: 'newData.isNumber()',
          onTheWayAt: 'newData.isNumber()',
          updatedAt: 'newData.isNumber()',
          cancelledBy: oneOf(CANCELLED_BY),
          cancelReason: text(1, ORDER_LIMITS.reasonMax),
          legacy: 'newData.val() == true',
          // issue 40: where (checked with the order: addressIsPlaceLine, deliversThere) and for when (slotOrderable)
          place: placeRule['.validate'],
          slotStart: intIn(0, Number.MAX_SAFE_INTEGER),
          asap: 'newData.val() == true',
          // issue 41: only staff write it, with their cancel (orderCancel checks the entry it names)
          cancelAudit: and(text(1, MAX_LENGTH.id), isAdmin, `newData.parent().child('cancelledBy').val() == 'thali'`),
        }),
      },
    },
    // messages from the contact form: anyone (signed out too) creates one, with its sender's daily budget moved in the
    // same write (issue 36); nobody changes or deletes it; admins read
    contactMessages: {
      '.read': isAdmin,
      $id: {
        '.write': and('!data.exists()', 'newData.exists()', or(
          and(signedIn, `newData.parent().parent().child('contactBudget/' + auth.uid + '/message').val() == $id`),
          and('auth == null', `newData.parent().parent().child('contactBudget/public/message').val() == $id`))),
        '.validate': hasChildren(CONTACT_REQUIRED),
        ...onlyFields(CONTACT_FIELDS, {
          name: text(1, CONTACT_LIMITS.nameMax),
          email: and(text(EMAIL_MIN_LENGTH, CONTACT_LIMITS.emailMax), `newData.val().contains('@')`),
          subject: text(0, CONTACT_LIMITS.subjectMax),
          message: text(1, CONTACT_LIMITS.messageMax),
          createdAt: 'newData.val() == now',
        }),
      },
    },
    contactBudget: { $who: contactBudget },
    // issue 40: how many kitchens are listed ("3 more kitchens don't deliver to 440010"): anyone reads it, an admin
    // moves it by one with each approval flip (approvalMoves)
    [LISTED_KITCHENS_PATH]: { '.read': true, '.write': isAdmin,
      '.validate': and(intIn(0, Number.MAX_SAFE_INTEGER), `newData.val() == ${listedNow} + 1 || newData.val() == ${listedNow} - 1`) },
    orderCounters,
    orderNumbers,
    plates,
    plateCounts,
    plans,
    planSeats,
    planHolders,
    reviews,
    reviewKeys,
    subscriptions,
    stats: {
      $p: {
        '.read': and(signedIn, 'auth.uid == $p'),
        '.validate': statsConsistency,
        ...statsFields,
      },
    },
  },
};

// ---- orders' lines (issue 37): the wildcard beside the order's field rules ----
Object.assign(rules.rules.orders.$oid.lines, orderLines);
// ---- the places' fields (issue 40) beside their records' field rules ----
Object.assign(rules.rules.orders.$oid.place, placeRule);
Object.assign(subscriptions.$subId.place, placeRule);

// ---- kitchens' names and recorded changes (issue 36; RULES.md, "Kitchen names and recorded changes") ----
{
  const listing = rules.rules.providers.$uid;
  const changeId = (/** @type {string} */ f) => `newData.child('changeIds/${f}').val()`;
  const changeEntry = (/** @type {string} */ rootExpr, /** @type {string} */ f) => `${rootExpr}.child('providerChanges/' + $uid + '/' + ${changeId(f)})`;
  // address, phone and picture change freely but each change names its new record (providerChanges), made in this write
  listing['.validate'] = and(listing['.validate'], ...KITCHEN_RECORDED_FIELDS.map((f) => or('!data.exists()',
    `newData.child('${f}').val() == data.child('${f}').val()`,
    and(`${changeEntry('newData.parent().parent()', f)}.child('field').val() == '${f}'`, `!${changeEntry('root', f)}.exists()`))));
  // the name: an approved kitchen asks (nameRequest) and staff change it; a pending kitchen still renames itself
  listing.name = { '.write': isAdmin, '.validate': and(listing.name['.validate'],
    or(isAdmin, `root.child('providers/' + $uid + '/approved').val() != true`, 'newData.val() == data.val()')) };
  Object.assign(listing, {
    nameRequest: {
      // the kitchen writes or withdraws it (through its listing's write); an admin only clears it
      '.write': and(isAdmin, '!newData.exists()'),
      '.validate': hasChildren(['name', 'requestedAt']),
      name: { '.validate': text(1, MAX_LENGTH.name) },
      requestedAt: { '.validate': and('newData.isNumber()', or('newData.val() == now', 'newData.val() == data.val()')) },
      $other: { '.validate': false },
    },
    // which record of providerChanges each recorded field's last change made
    changeIds: { $f: { '.validate': and(oneOf(KITCHEN_RECORDED_FIELDS, '$f'), text(1, MAX_LENGTH.id)) } },
  });
  const entry = (/** @type {string} */ rootExpr) => `${rootExpr}.child('providers/' + $uid + '/' + newData.child('field').val())`;
  const valueOrEmpty = (/** @type {string} */ rootExpr) => `(${entry(rootExpr)}.exists() ? ${entry(rootExpr)}.val() : '')`;
  /** providerChanges/{uid}/{pushId}: `{ field, old, new, at }`, one changed field of the listing; admins read, nobody edits. */
  rules.rules.providerChanges = {
    '.read': isAdmin,
    $uid: {
      $cid: {
        '.write': and(signedIn, 'auth.uid == $uid', '!data.exists()', 'newData.exists()'),
        '.validate': and(hasChildren(KITCHEN_CHANGE_FIELDS), `newData.child('old').val() == ${valueOrEmpty('root')}`,
          `newData.child('new').val() == ${valueOrEmpty('newData.parent().parent().parent()')}`,
          `newData.child('old').val() != newData.child('new').val()`,
          `newData.parent().parent().parent().child('providers/' + $uid + '/changeIds/' + newData.child('field').val()).val() == $cid`),
        ...onlyFields(KITCHEN_CHANGE_FIELDS, {
          field: oneOf(KITCHEN_RECORDED_FIELDS),
          old: 'newData.isString()',
          new: 'newData.isString()',
          at: 'newData.val() == now',
        }),
      },
    },
  };
}

// ---- Thali's staff (issue 41; RULES.md, "Staff and the audit trail") ----
{
  /**
   * audit/{pushId}: `{ by, action, target, reason?, at }`, one staff action. Staff append their own (by == auth.uid, at
   * the server's time) and read them, found by target (`.indexOn`); nobody edits or deletes one. The admin script
   * writes with the owner credential (`by: 'cli'`).
   */
  rules.rules.audit = {
    '.read': isAdmin,
    '.indexOn': ['target'],
    $aid: {
      '.write': and(isAdmin, '!data.exists()', 'newData.exists()'),
      '.validate': hasChildren(AUDIT_REQUIRED),
      ...onlyFields(AUDIT_FIELDS, {
        by: 'newData.val() == auth.uid',
        action: oneOf(AUDIT_ACTIONS),
        target: text(1, AUDIT_LIMITS.targetMax),
        reason: text(1, AUDIT_LIMITS.reasonMax),
        at: 'newData.val() == now',
      }),
    },
  };
  // a contact message is marked handled once, by staff, with its audit entry (action 'handle', this message) in the same write
  const entry = (/** @type {string} */ rootExpr) => `${rootExpr}.child('audit/' + newData.child('audit').val())`;
  const written = entry('newData.parent().parent().parent()');
  rules.rules.contactMessages.$id.handled = {
    '.write': and(isAdmin, '!data.exists()', 'newData.exists()'),
    '.validate': and(isAdmin, hasChildren(HANDLED_FIELDS), `!${entry('root')}.exists()`,
      `${written}.child('action').val() == 'handle'`, `${written}.child('target').val() == 'contactMessages/' + $id`),
    ...onlyFields(HANDLED_FIELDS, { by: 'newData.val() == auth.uid', at: 'newData.val() == now', audit: text(1, MAX_LENGTH.id) }),
  };
}

// ---- Kitchens page (issue 41: approve, reject, ask again, listed kitchens' names; RULES.md, "The kitchens queue") ----
{
  const listing = rules.rules.providers.$uid;
  // staff read a kitchen owner's e-mail (the queue shows it) and a staff member's own (the audit trail names who)
  rules.rules.users.$uid['.read'] = or(rules.rules.users.$uid['.read'], isAdmin);
  // listed kitchens asking for a new name: a staff query on the request's time (oldest first)
  rules.rules.providers['.indexOn'].push('nameRequest/requestedAt');
  // an approved listing holds no rejection (approving removes it in the same write)
  listing['.validate'] = and(listing['.validate'], `!newData.hasChild('rejection') || newData.child('approved').val() != true`);
  const newRoot = 'newData.parent().parent().parent()';
  const written = `${newRoot}.child('audit/' + newData.child('audit').val())`;
  const same = 'newData.val() == data.val()';
  /**
   * A staff decision stored on the listing (`rejection`, `nameRejection`): staff write a new one with its audit entry
   * (action 'reject', this target, the same reason), made in the same write, at the server's time and in their own
   * name; once written nobody rewrites it, and only its removal is left to the kitchen (its listing's write) and staff.
   */
  const decision = (/** @type {readonly string[]} */ fields, /** @type {string} */ targetExpr, /** @type {string[]} */ extra, /** @type {Record<string, string>} */ more) => ({
    '.write': isAdmin,
    '.validate': and(hasChildren(fields), or(`newData.child('audit').val() == data.child('audit').val()`,
      and(isAdmin, `!root.child('audit/' + newData.child('audit').val()).exists()`, `${written}.child('action').val() == 'reject'`,
        `${written}.child('target').val() == ${targetExpr}`, `${written}.child('reason').val() == newData.child('reason').val()`, ...extra))),
    ...onlyFields(fields, {
      ...more,
      reason: or(same, and(isAdmin, text(REJECTION_LIMITS.reasonMin, REJECTION_LIMITS.reasonMax))),
      by: or(same, and(isAdmin, 'newData.val() == auth.uid')),
      at: or(same, and(isAdmin, 'newData.val() == now')),
      audit: or(same, and(isAdmin, text(1, MAX_LENGTH.id))),
    }),
  });
  const listingNew = 'newData.parent()';
  Object.assign(listing, {
    // a pending kitchen turned down: the kitchen removes it to ask again (it cannot write or change one)
    rejection: decision(REJECTION_FIELDS, `'providers/' + $uid`, [`${listingNew}.child('approved').val() != true`], {}),
    // a listed kitchen's new name turned down: its request is removed in the same write
    nameRejection: decision(NAME_REJECTION_FIELDS, `'providers/' + $uid + '/name'`, [`!${listingNew}.hasChild('nameRequest')`],
      { name: or(same, and(isAdmin, text(1, MAX_LENGTH.name))) }),
  });
}

// ---- review reports and moderation (issue 41, the Reviews page; RULES.md, "Review reports and moderation") ----
{
  /**
   * reviewReports/{reviewKey}/{uid}: `{ reason, at }`, a customer's or the reviewed kitchen's report, once per reporter
   * per review (never changed or deleted), written with reportQueue/{reviewKey} opened. The reporter reads its own;
   * staff read them all.
   */
  const review = (/** @type {string} */ f) => `root.child('reviews/' + $rk + '/${f}')`;
  rules.rules.reviewReports = {
    '.read': isAdmin,
    $rk: {
      $uid: {
        '.read': and(signedIn, 'auth.uid == $uid'),
        '.write': and(signedIn, 'auth.uid == $uid', '!data.exists()', 'newData.exists()'),
        '.validate': and(hasChildren(REPORT_FIELDS), `${review('providerId')}.exists()`,
          or(isRole('user'), `${review('providerId')}.val() == auth.uid`),
          `newData.parent().parent().parent().child('reportQueue/' + $rk + '/open').val() == true`),
        ...onlyFields(REPORT_FIELDS, {
          reason: and(text(REPORT_LIMITS.reasonMin, REPORT_LIMITS.reasonMax), '!newData.val().matches(/^\\s*$/)'),
          at: 'newData.val() == now',
        }),
      },
    },
  };
  /**
   * reportQueue/{reviewKey}: `{ open, at, audit? }`, the Reviews page's queue (staff read it by `open`). A report opens it
   * (at: that report); staff close it (Hide or Dismiss) with the audit entry naming this review, written in the same write.
   */
  const audit = (/** @type {string} */ rootExpr, /** @type {string} */ idExpr) => `${rootExpr}.child('audit/' + ${idExpr})`;
  const closing = audit('newData.parent().parent()', `newData.child('audit').val()`);
  rules.rules.reportQueue = {
    '.read': isAdmin,
    '.indexOn': ['open'],
    $rk: {
      '.write': and(signedIn, 'newData.exists()'),
      '.validate': and(hasChildren(['open', 'at']), `newData.child('at').val() == now`, or(
        and(`newData.child('open').val() == true`, `!newData.hasChild('audit')`,
          `!root.child('reviewReports/' + $rk + '/' + auth.uid).exists()`,
          `newData.parent().parent().child('reviewReports/' + $rk + '/' + auth.uid).exists()`),
        and(isAdmin, `data.child('open').val() == true`, `newData.child('open').val() == false`,
          `!${audit('root', `newData.child('audit').val()`)}.exists()`,
          or(`${closing}.child('action').val() == 'hide'`, `${closing}.child('action').val() == 'dismiss'`),
          `${closing}.child('target').val() == 'reviews/' + $rk`))),
      ...onlyFields(REPORT_QUEUE_FIELDS, { open: 'newData.isBoolean()', at: 'newData.isNumber()', audit: text(1, MAX_LENGTH.id) }),
    },
  };
  /**
   * reviews/{reviewKey}/moderation: `{ hidden, at, audit }`. Staff hide a review (hidden true) or restore it (false):
   * nothing else of the review changes, the kitchen's ratingSum and ratingCount move by exactly its stars and one in the
   * same write (ratingEvent names it), and the audit entry ('hide' / 'restore', this review) is written with it. The
   * author cannot edit a hidden review (its stars are out of the figures), nor create or change `moderation`.
   */
  const rk = rules.rules.reviews.$rk;
  const hiding = `newData.child('moderation/hidden').val() == true`;
  const entry = audit('newData.parent().parent()', `newData.child('moderation/audit').val()`);
  const sumAfterModeration = (/** @type {string} */ f, /** @type {string} */ by) =>
    `${ratingAfter(f)} == (${hiding} ? ${ratingBefore(f)} - ${by} : ${ratingBefore(f)} + ${by})`;
  const reviewModerate = and(isAdmin, 'data.exists()', `newData.hasChild('moderation')`,
    ...['providerId', 'userInitial', 'stars', 'comment', 'createdAt', 'updatedAt', 'reply', 'repliedAt'].map((f) => `${rv(f)} == ${rvOld(f)}`),
    `(${hiding}) != (data.child('moderation/hidden').val() == true)`,
    `!${audit('root', `newData.child('moderation/audit').val()`)}.exists()`,
    `${entry}.child('action').val() == (${hiding} ? 'hide' : 'restore')`, `${entry}.child('target').val() == 'reviews/' + $rk`,
    sumAfterModeration('ratingSum', rv('stars')), sumAfterModeration('ratingCount', '1'), `${ratingAfter('ratingEvent')} == $rk`);
  const moderationKept = and(...MODERATION_FIELDS.map((f) => `newData.child('moderation/${f}').val() == data.child('moderation/${f}').val()`),
    `data.child('moderation/hidden').val() != true`);
  rk['.validate'] = and(hasChildren(REVIEW_REQUIRED), or(reviewModerate, reviewReply,
    and(reviewCreate, `!newData.hasChild('moderation')`), and(reviewEdit, moderationKept)));
  Object.assign(rk.moderation, {
    '.write': isAdmin,
    '.validate': hasChildren(MODERATION_FIELDS),
    ...onlyFields(MODERATION_FIELDS, { hidden: 'newData.isBoolean()', at: 'newData.val() == now', audit: text(1, MAX_LENGTH.id) }),
  });
  // staff list the hidden reviews (to restore one)
  rules.rules.reviews['.read'] = or(rules.rules.reviews['.read'], and(isAdmin, `query.orderByChild == 'moderation/hidden'`));
  rules.rules.reviews['.indexOn'] = [...rules.rules.reviews['.indexOn'], 'moderation/hidden'];
}

// ---- Support lookup (issue 41: find an order or a customer, cancel on the customer's behalf; RULES.md, "Support lookup") ----
{
  const r = rules.rules;
  // staff read one order, one number's claim (number → order id), one customer's orders (indexed on userId) and
  // subscriptions (on customerId), and find accounts by e-mail or mobile (indexed, equalTo only: never the whole list)
  r.orders['.read'] = or(r.orders['.read'], and(isAdmin, `query.orderByChild == 'userId'`, 'query.equalTo != null'));
  r.orders.$oid['.read'] = or(r.orders.$oid['.read'], isAdmin);
  r.orderNumbers.$num['.read'] = isAdmin;
  r.subscriptions['.read'] = or(r.subscriptions['.read'], and(isAdmin, `query.orderByChild == 'customerId'`, 'query.equalTo != null'));
  r.subscriptions.$subId['.read'] = or(r.subscriptions.$subId['.read'], isAdmin);
  r.users['.read'] = and(isAdmin, `query.orderByChild == 'email' || query.orderByChild == 'phone'`, 'query.equalTo != null');
  r.users['.indexOn'] = ['email', 'phone'];
  // staff cancel an order (orderCancel's third branch): the order, its kitchen's stats and its plates in one write
  r.orders.$oid['.write'] = or(r.orders.$oid['.write'], and(isAdmin, 'data.exists()', 'newData.exists()'));
  const stats = r.stats.$p;
  for (const f of Object.keys(stats)) {
    if (f.startsWith('.') || f === '$other' || f === 'monthKey' || f === 'applied') continue;
    stats[f]['.write'] = or(stats[f]['.write'], and(isAdmin, 'newData.exists()'));
  }
  stats.applied.$oid['.write'] = or(stats.applied.$oid['.write'], and(isAdmin, 'newData.exists()'));
  // the kitchen's marker of an order staff cancel: pending before, cancelled by Thali in this write
  stats.applied.$oid['.validate'] = or(stats.applied.$oid['.validate'], and(
    or(...SLOTS.map((i) => `${newStatsFromMarker}.child('batch/${i}').val() == $oid`)),
    `newData.val() == ${newStatsFromMarker}.child('event').val()`, `newData.val() == 'cancelled'`, `data.val() == 'created'`, isAdmin,
    `${orderAt('root', 'status')} == 'pending'`, `${orderAt(newRootFromMarker, 'status')} == 'cancelled'`,
    `${orderAt(newRootFromMarker, 'cancelledBy')} == 'thali'`, `${orderAt('root', 'providerId')} == $p`));
}

// ---- suspending a listed kitchen (issue 41, the Kitchens page; RULES.md, "Suspending a kitchen") ----
{
  const { SUSPENSION_FIELDS, SUSPENDED_KITCHENS_PATH, SUSPENSION_PERIOD_FIELDS } = require('@thali/domain/staff');
  const listing = rules.rules.providers.$uid;
  const countNow = `(root.child('${SUSPENDED_KITCHENS_PATH}').isNumber() ? root.child('${SUSPENDED_KITCHENS_PATH}').val() : 0)`;
  /** The new root seen from the listing (providers/{uid}). */
  const newRoot = 'newData.parent().parent()';
  const countAfter = `${newRoot}.child('${SUSPENDED_KITCHENS_PATH}').val()`;
  const had = `data.hasChild('suspension')`;
  const has = `newData.hasChild('suspension')`;
  /** The period record Unsuspend writes: keyed by the suspension's own audit id, so the listing can name it. */
  const period = `${newRoot}.child('suspensions/' + $uid + '/' + data.child('suspension/audit').val())`;
  listing['.validate'] = and(listing['.validate'],
    // a suspended listing is never approved (so no listing, area query, order or subscription reaches it) nor rejected
    `!${has} || newData.child('approved').val() != true`, `!${has} || !newData.hasChild('rejection')`,
    or(`${has} == ${had}`,
      // Suspend: staff un-approve a listed kitchen (approvalMoves: its areas and listedKitchens) and count it suspended
      and(isAdmin, has, `data.child('approved').val() == true`, `newData.child('approved').val() == false`, `${countAfter} == ${countNow} + 1`),
      // Unsuspend: staff approve it again, count it out and record the period it was suspended (with its audit entry)
      and(isAdmin, had, `newData.child('approved').val() == true`, `${countAfter} == ${countNow} - 1`, `${period}.child('to').val() == now`)));
  // a suspended kitchen (not approved) may not rename itself as a pending one does
  listing.name['.validate'] = and(listing.name['.validate'],
    or(isAdmin, `!root.child('providers/' + $uid + '/suspension').exists()`, 'newData.val() == data.val()'));
  const same = 'newData.val() == data.val()';
  const written = `newData.parent().parent().parent().child('audit/' + newData.child('audit').val())`;
  // providers/{uid}/suspension: written by staff with its audit entry ('suspend', this kitchen, the same reason) in
  // the same write; nobody rewrites it; only staff remove it (Unsuspend, checked on the listing)
  listing.suspension = {
    '.write': isAdmin,
    '.validate': and(hasChildren(SUSPENSION_FIELDS), or(`newData.child('audit').val() == data.child('audit').val()`,
      and(isAdmin, '!data.exists()', `!root.child('audit/' + newData.child('audit').val()).exists()`,
        `${written}.child('action').val() == 'suspend'`, `${written}.child('target').val() == 'providers/' + $uid`,
        `${written}.child('reason').val() == newData.child('reason').val()`))),
    ...onlyFields(SUSPENSION_FIELDS, {
      // the reason is also the cancel reason of the orders it cancels: within Thali's cancel reason
      reason: or(same, and(isAdmin, text(REJECTION_LIMITS.reasonMin, SUPPORT_CANCEL_LIMITS.reasonMax), '!newData.val().matches(/^\\s*$/)')),
      by: or(same, and(isAdmin, 'newData.val() == auth.uid')),
      at: or(same, and(isAdmin, 'newData.val() == now')),
      audit: or(same, and(isAdmin, text(1, MAX_LENGTH.id))),
    }),
  };
  // the Overview's figure: staff read it; it moves by one with a suspension (checked on the listing)
  rules.rules[SUSPENDED_KITCHENS_PATH] = { '.read': isAdmin, '.write': isAdmin,
    '.validate': and(intIn(0, Number.MAX_SAFE_INTEGER), `newData.val() == ${countNow} + 1 || newData.val() == ${countNow} - 1`) };
  // staff list the suspended kitchens (a query on the suspension's time)
  rules.rules.providers['.indexOn'].push('suspension/at');
  // staff read a kitchen's pending orders (its board's boardKey range) to cancel those it has not accepted
  rules.rules.orders['.read'] = or(rules.rules.orders['.read'], and(isAdmin, `query.orderByChild == 'boardKey'`, 'query.startAt != null', 'query.endAt != null'));
  /**
   * suspensions/{uid}/{suspendAuditId}: `{ from, to, audit }`, one ended period: from the suspension's time to the
   * server's time of Unsuspend, with the 'unsuspend' audit entry, written in the write that removes the suspension.
   * Anyone signed in reads them (a tiffin bill counts those days); nobody edits or deletes one.
   */
  const susp = (/** @type {string} */ f) => `root.child('providers/' + $uid + '/suspension/${f}').val()`;
  const unsuspendEntry = `newData.parent().parent().parent().child('audit/' + newData.child('audit').val())`;
  rules.rules.suspensions = {
    $uid: {
      '.read': signedIn,
      $sid: {
        '.write': and(isAdmin, '!data.exists()', 'newData.exists()'),
        '.validate': and(hasChildren([...SUSPENSION_PERIOD_FIELDS, 'audit']), `$sid == ${susp('audit')}`,
          `!newData.parent().parent().parent().child('providers/' + $uid + '/suspension').exists()`,
          `!root.child('audit/' + newData.child('audit').val()).exists()`,
          `${unsuspendEntry}.child('action').val() == 'unsuspend'`, `${unsuspendEntry}.child('target').val() == 'providers/' + $uid`),
        ...onlyFields([...SUSPENSION_PERIOD_FIELDS, 'audit'], {
          from: `newData.val() == ${susp('at')}`,
          to: 'newData.val() == now',
          audit: text(1, MAX_LENGTH.id),
        }),
      },
    },
  };
}

// ---- the Overview's order figures (issue 41; RULES.md, "Order figures") ----
{
  // each claim carries the running totals of its month and day, checked against the claim before it (in this write
  // or earlier; none, or one from before the totals: they start again) and the order created with it
  const claim = rules.rules.orderNumbers.$num;
  const prev = `${newRootFromClaim}.child('orderNumbers/TH-' + ${claimNew('month')} + '-' + ${padSeq(`(${claimNew('seq')} - 1)`)} + '/totals')`;
  const prevT = (/** @type {string} */ f) => `${prev}.child('${f}').val()`;
  const mine = (/** @type {string} */ f) => `newData.child('totals/${f}').val()`;
  const orderOf = (/** @type {string} */ f) => `${newRootFromClaim}.child('orders/' + ${claimNew('order')} + '/${f}').val()`;
  const fresh = and(`${mine('monthValue')} == ${orderOf('total')}`, `${mine('dayOrders')} == 1`, `${mine('dayValue')} == ${orderOf('total')}`);
  claim['.validate'] = and(claim['.validate'], `newData.hasChild('totals')`,
    `${mine('day')} == ${dayStartOf(orderOf('timestamp'))}`,
    or(and(`!${prev}.exists()`, fresh),
      and(`${prev}.exists()`, `${mine('monthValue')} == ${prevT('monthValue')} + ${orderOf('total')}`, or(
        and(`${prevT('day')} == ${mine('day')}`, `${mine('dayOrders')} == ${prevT('dayOrders')} + 1`,
          `${mine('dayValue')} == ${prevT('dayValue')} + ${orderOf('total')}`),
        and(`${prevT('day')} != ${mine('day')}`, `${mine('dayOrders')} == 1`, `${mine('dayValue')} == ${orderOf('total')}`)))));
  claim.totals = {
    // a checkout reads the last claim's totals to write the next; staff read them for the Overview
    '.read': signedIn,
    '.validate': hasChildren(CLAIM_TOTALS_FIELDS),
    ...onlyFields(CLAIM_TOTALS_FIELDS, {
      monthValue: numberIn(0, Number.MAX_SAFE_INTEGER),
      day: and('newData.isNumber()', isDayStart('newData.val()')),
      dayOrders: intIn(1, Number.MAX_SAFE_INTEGER),
      dayValue: numberIn(0, Number.MAX_SAFE_INTEGER),
    }),
  };
  // orderTotals/{days|months}/{key}: the cancelled orders of a day or month (of their placing), moved by each cancel in
  // its write, by exactly that order (named: `order`, pending before this write and cancelled by it) and its total
  const newRootFromTotals = 'newData.parent().parent().parent()';
  const cancelled = (/** @type {string} */ keyCheck) => ({
    '.read': isAdmin,
    '.write': and(signedIn, 'newData.exists()'),
    '.validate': and(hasChildren(CANCELLED_TOTALS_FIELDS),
      `root.child('orders/' + newData.child('order').val() + '/status').val() == 'pending'`,
      `${newRootFromTotals}.child('orders/' + newData.child('order').val() + '/status').val() == 'cancelled'`,
      `newData.child('cancelledOrders').val() == (data.child('cancelledOrders').exists() ? data.child('cancelledOrders').val() : 0) + 1`,
      `newData.child('cancelledValue').val() == (data.child('cancelledValue').exists() ? data.child('cancelledValue').val() : 0)`
        + ` + root.child('orders/' + newData.child('order').val() + '/total').val()`,
      keyCheck),
    ...onlyFields(CANCELLED_TOTALS_FIELDS, {
      cancelledOrders: intIn(1, Number.MAX_SAFE_INTEGER),
      cancelledValue: numberIn(0, Number.MAX_SAFE_INTEGER),
      order: text(1, MAX_LENGTH.id),
    }),
  });
  const cancelledOrder = (/** @type {string} */ f) => `root.child('orders/' + newData.child('order').val() + '/${f}').val()`;
  rules.rules.orderTotals = {
    days: { $day: cancelled(`$day == '' + ${dayStartOf(cancelledOrder('timestamp'))}`) },
    months: { $m: cancelled(`${cancelledOrder('orderNumber')}.beginsWith('TH-' + $m + '-')`) },
  };
  // an order's cancel moves its day's totals, and its month's when its number was claimed, in the same write
  const newRoot = newRootFromOrder;
  const order = rules.rules.orders.$oid;
  const claimMonth = `root.child('orderNumbers/' + ${ordOld('orderNumber')} + '/month')`;
  order['.validate'] = and(order['.validate'], or(`${ordNew('status')} != 'cancelled'`, `${ordOld('status')} == 'cancelled'`, and(
    `${newRoot}.child('orderTotals/days/' + ${dayStartOf(ordOld('timestamp'))} + '/order').val() == $oid`,
    or(`!${claimMonth}.exists()`, `${newRoot}.child('orderTotals/months/' + ${claimMonth}.val() + '/order').val() == $oid`))));

  // subscriptionTotals: { active, plan }, the marketplace's active subscriptions, moved by exactly the seat that the
  // plan it names takes or releases in the same write (the seat's own rules tie it to a subscription's start or cancel)
  const seatsOf = (/** @type {string} */ rootExpr) => `(${rootExpr}.child('plans/' + newData.child('plan').val() + '/seatsTaken').exists() ? `
    + `${rootExpr}.child('plans/' + newData.child('plan').val() + '/seatsTaken').val() : 0)`;
  rules.rules.subscriptionTotals = {
    '.read': isAdmin,
    '.write': and(signedIn, 'newData.exists()'),
    '.validate': and(hasChildren(SEAT_TOTALS_FIELDS), `${seatsOf('newData.parent()')} != ${seatsOf('root')}`,
      `newData.child('active').val() == (data.child('active').exists() ? data.child('active').val() : 0) + ${seatsOf('newData.parent()')} - ${seatsOf('root')}`),
    ...onlyFields(SEAT_TOTALS_FIELDS, { active: intIn(0, Number.MAX_SAFE_INTEGER), plan: text(1, MAX_LENGTH.id) }),
  };
  // and a plan's seats move only with it
  const plan = rules.rules.plans.$planId;
  const seatsBefore = `(data.child('seatsTaken').exists() ? data.child('seatsTaken').val() : 0)`;
  plan['.validate'] = and(plan['.validate'], or('!data.exists()', `${seatsNew} == ${seatsBefore}`,
    `newData.parent().parent().child('subscriptionTotals/plan').val() == $planId`));
}

// ---- bill numbers (issue 42: billCounters/{kitchen}, subscriptions/{id}/billNo; RULES.md, "Bill numbers") ----
{
  /**
   * billCounters/{pid}: `{ n, sub }`, the last number a kitchen's subscriptions were given and the subscription that
   * took it. Read by any signed-in user (a customer subscribing reads it to take the next); moved forward by exactly
   * one, only in the write that creates that subscription (`sub`, new in this write, of this kitchen, with billNo n).
   */
  const newRootFromCounter = 'newData.parent().parent()';
  const subOfCounter = (/** @type {string} */ rootExpr, /** @type {string} */ f) => `${rootExpr}.child('subscriptions/' + newData.child('sub').val() + '/${f}')`;
  rules.rules.billCounters = {
    $pid: {
      '.read': signedIn,
      '.write': and(signedIn, 'newData.exists()'),
      '.validate': and(hasChildren(['n', 'sub']),
        `newData.child('n').val() == (data.child('n').exists() ? data.child('n').val() : 0) + 1`,
        `!${subOfCounter('root', 'providerId')}.exists()`,
        `${subOfCounter(newRootFromCounter, 'providerId')}.val() == $pid`,
        `${subOfCounter(newRootFromCounter, 'billNo')}.val() == newData.child('n').val()`),
      n: { '.validate': intIn(1, Number.MAX_SAFE_INTEGER) },
      sub: { '.validate': text(1, MAX_LENGTH.id) },
      $other: { '.validate': false },
    },
  };
}

// ---- getting paid (issue 42: UPI details, the payments ledger, receipts; RULES.md, "Payments") ----
{
  const { UPI_ID_PATTERN, PAYMENT_LIMITS, UPI_FIELDS, PAYMENT_METHODS, PAYMENT_KINDS, PAYMENT_FOR, PAYMENT_FIELDS, PAYMENT_REQUIRED,
    DECISION_STATUSES, DECISION_FIELDS, RECEIPT_NUMBER_PATTERN } = require('@thali/domain/payments');
  const r = rules.rules;
  const { minPaise, maxPaise } = PAYMENT_LIMITS;
  /**
   * A bill's month `m` (the field's own newData): the length in days of the month it starts, or a large negative number
   * when m is not a month start (Asia/Kolkata) from 2024 to 2099. Rules cannot compute dates, but the Gregorian calendar
   * repeats every four years (1,461 days) from 2001 to 2099, so m's offset in its four-year cycle names the month; a
   * tree of all months (the stats' way) would cost about 17 KB of the rules file, this about 3 KB.
   */
  const CYCLE_MS = 1461 * DAY_MS;
  const cycleStart = istMonthStart(2024, 1);
  const cycleMonths = monthTable({ year: 2024, month: 1 }, { year: 2027, month: 12 });
  const byLength = new Map();
  for (let i = 0; i < 48; i++) {
    const days = (cycleMonths[i + 1] - cycleMonths[i]) / DAY_MS;
    byLength.set(days, [...(byLength.get(days) ?? []), cycleMonths[i] - cycleStart]);
  }
  const offset = `(newData.val() - ${cycleStart}) % ${CYCLE_MS}`;
  const monthDays = `(${[...byLength].map(([days, offsets]) => `${or(...offsets.map((o) => `${offset} == ${o}`))} ? ${days} : `).join('')}-1000000000)`;
  const kitchen = and(signedIn, 'auth.uid == $pid');
  /** The entry `idExpr` of this kitchen's ledger, as stored before this write (root) or after it (the new root). */
  const entryAt = (/** @type {string} */ rootExpr, /** @type {string} */ idExpr) => `${rootExpr}.child('payments/' + $pid + '/' + ${idExpr})`;
  const decisionAt = (/** @type {string} */ rootExpr, /** @type {string} */ idExpr) => `${rootExpr}.child('paymentDecisions/' + $pid + '/' + ${idExpr})`;
  /** The customer of the entry $paymentId (the decision's, correction's and open report's reader). */
  const entryCustomer = `root.child('payments/' + $pid + '/' + $paymentId + '/customerId').val() == auth.uid`;
  /** A receipt number claimed in this write for `paymentExpr` of this kitchen (receiptNumbers checks the number itself). */
  const receiptClaimed = (/** @type {string} */ newRoot, /** @type {string} */ numExpr, /** @type {string} */ paymentExpr) => and(
    `!root.child('receiptNumbers/' + ${numExpr}).exists()`,
    `${newRoot}.child('receiptNumbers/' + ${numExpr} + '/payment').val() == ${paymentExpr}`,
    `${newRoot}.child('receiptNumbers/' + ${numExpr} + '/provider').val() == $pid`);

  // providers/{uid}/upi: the kitchen's UPI ID and payee name, written (and removed) through its own listing's write
  r.providers.$uid.upi = {
    '.validate': hasChildren(UPI_FIELDS),
    ...onlyFields(UPI_FIELDS, {
      id: and(text(PAYMENT_LIMITS.upiIdMin, PAYMENT_LIMITS.upiIdMax), `newData.val().matches(/${UPI_ID_PATTERN}/)`),
      payee: and(text(1, PAYMENT_LIMITS.payeeMax), '!newData.val().matches(/^\\s|\\s$/)'),
    }),
  };

  /**
   * payments/{pid}/{id}: one entry of the ledger, created once and never changed or removed (no rule lets anyone write
   * where it exists). Its writer, kind, bill or order, amount and what moves with it are all checked here.
   */
  const e = (/** @type {string} */ f) => `newData.child('${f}').val()`;
  const has = (/** @type {string} */ f) => `newData.hasChild('${f}')`;
  const newRoot = 'newData.parent().parent().parent()';
  const corrected = entryAt('root', e('corrects'));
  const sub = (/** @type {string} */ f) => `root.child('subscriptions/' + ${e('subscriptionId')} + '/${f}').val()`;
  const order = (/** @type {string} */ f) => `${newRoot}.child('orders/' + ${e('orderId')} + '/${f}')`;
  const paidBefore = `root.child('orders/' + ${e('orderId')} + '/paid')`;
  const positive = and(`${e('amountPaise')} >= ${minPaise}`, `${e('amountPaise')} <= ${maxPaise}`);
  const received = and(`${e('kind')} == 'received'`, 'auth.uid == $pid', positive, has('receipt'), '!' + has('corrects'),
    receiptClaimed(newRoot, e('receipt'), '$id'));
  const reported = and(`${e('kind')} == 'reported'`, `${e('customerId')} == auth.uid`, positive, '!' + has('receipt'), '!' + has('corrects'),
    `${newRoot}.child('openReports/' + $pid + '/' + $id).val() == true`);
  const correction = and(`${e('kind')} == 'correction'`, 'auth.uid == $pid', '!' + has('receipt'), has('corrects'),
    or(`${corrected}.child('kind').val() == 'received'`,
      and(`${corrected}.child('kind').val() == 'reported'`, `${decisionAt('root', e('corrects'))}.child('status').val() == 'confirmed'`)),
    `${e('amountPaise')} == -${corrected}.child('amountPaise').val()`,
    ...['customerId', 'for', 'subscriptionId', 'month', 'orderId'].map((f) => `${e(f)} == ${corrected}.child('${f}').val()`),
    `!root.child('paymentCorrections/' + $pid + '/' + ${e('corrects')}).exists()`,
    `${newRoot}.child('paymentCorrections/' + $pid + '/' + ${e('corrects')}).val() == $id`);
  const tiffin = and(`${e('for')} == 'tiffin'`, has('subscriptionId'), has('month'), '!' + has('orderId'),
    `${sub('providerId')} == $pid`, `${sub('customerId')} == ${e('customerId')}`,
    // a month start of the table, not after the current month (server time), not before the subscription's first month,
    // nor after its end's month when cancelled
    // a month start (the month field's rule) not after now is this month or before; one on or before the end day is
    // the end day's month or before
    or(`${sub('status')} != 'cancelled'`, `${e('month')} <= ${sub('endDay')}`),
    // the bill's kept total moves in this write, named by this entry (paidTotals checks by how much)
    or(`${e('kind')} == 'reported'`, `${newRoot}.child('paidTotals/' + $pid + '/' + ${e('month')} + '/' + ${e('subscriptionId')} + '/last').val() == $id`));
  const orderFor = and(`${e('for')} == 'order'`, has('orderId'), '!' + has('subscriptionId'), '!' + has('month'),
    `${order('providerId')}.val() == $pid`, `${order('userId')}.val() == ${e('customerId')}`, `${order('status')}.val() == 'completed'`,
    or(
      // received: the order's total in paise (±0.5 for the float), the order marked paid by this entry in this write
      and(`${e('kind')} == 'received'`, `!${paidBefore}.exists()`, `${order('paid/payment')}.val() == $id`,
        `${e('amountPaise')} >= ${order('total')}.val() * 100 - 0.5`, `${e('amountPaise')} <= ${order('total')}.val() * 100 + 0.5`),
      // reported: the same amount, for an order not marked paid
      and(`${e('kind')} == 'reported'`, `!${paidBefore}.exists()`,
        `${e('amountPaise')} >= ${order('total')}.val() * 100 - 0.5`, `${e('amountPaise')} <= ${order('total')}.val() * 100 + 0.5`),
      // a correction of the payment that marked it paid: not paid any more, listed as unpaid again
      and(`${e('kind')} == 'correction'`, `${paidBefore}.child('payment').val() == ${e('corrects')}`, `!${order('paid')}.exists()`,
        `${newRoot}.child('unpaidOrders/' + $pid + '/' + ${e('orderId')}).exists()`)));
  r.payments = {
    $pid: {
      // the kitchen reads its whole ledger; a customer only its own entries (a query on customerId, or one entry)
      '.read': or(kitchen, isAdmin, and(signedIn, `query.orderByChild == 'customerId'`, 'query.equalTo == auth.uid')),
      '.indexOn': ['customerId', 'month', 'orderId', 'subscriptionId'],
      $id: {
        '.read': and(signedIn, `data.child('customerId').val() == auth.uid`),
        '.write': and(signedIn, '!data.exists()', 'newData.exists()'),
        '.validate': and(hasChildren(PAYMENT_REQUIRED), `${e('by')} == auth.uid`, `${e('at')} == now`,
          or(received, reported, correction), or(tiffin, orderFor)),
        ...onlyFields(PAYMENT_FIELDS, {
          by: text(1, MAX_LENGTH.id),
          customerId: text(1, MAX_LENGTH.id),
          kind: oneOf(PAYMENT_KINDS),
          for: oneOf(PAYMENT_FOR),
          subscriptionId: text(1, MAX_LENGTH.id),
          // a month start (else monthDays is negative) not after now, and the subscription's start day before its end: so
          // not before the subscription's first month
          month: and('newData.isNumber()', 'newData.val() <= now',
            `root.child('subscriptions/' + newData.parent().child('subscriptionId').val() + '/startDay').val() < newData.val() + ${DAY_MS} * ${monthDays}`),
          orderId: text(1, MAX_LENGTH.id),
          // whole paise, within ±₹1,00,000 (each kind's own bounds above)
          amountPaise: and('newData.isNumber()', 'newData.val() % 1 == 0', `newData.val() >= -${maxPaise}`, `newData.val() <= ${maxPaise}`),
          method: oneOf(PAYMENT_METHODS),
          // the day it was paid: an IST day start, not after today (server time), not before 2024
          paidOn: and('newData.isNumber()', isDayStart('newData.val()'), `newData.val() <= ${todayStart}`,
            `newData.val() >= ${istMonthStart(2024, 1)}`),
          ref: text(1, PAYMENT_LIMITS.refMax),
          note: text(1, PAYMENT_LIMITS.noteMax),
          at: 'newData.isNumber()',
          receipt: and('newData.isString()', `newData.val().matches(/${RECEIPT_NUMBER_PATTERN}/)`),
          corrects: text(1, MAX_LENGTH.id),
        }),
      },
    },
  };

  // paymentDecisions/{pid}/{paymentId}: the kitchen's answer to a report, written once
  const d = (/** @type {string} */ f) => `newData.child('${f}').val()`;
  const reportOf = (/** @type {string} */ f) => `root.child('payments/' + $pid + '/' + $paymentId + '/${f}').val()`;
  const decisionRoot = 'newData.parent().parent().parent()';
  r.paymentDecisions = {
    $pid: {
      '.read': or(kitchen, isAdmin),
      $paymentId: {
        '.read': and(signedIn, entryCustomer),
        '.write': and(kitchen, '!data.exists()', 'newData.exists()'),
        '.validate': and(hasChildren(['status', 'at']), `${reportOf('kind')} == 'reported'`, `${d('at')} == now`,
          `root.child('openReports/' + $pid + '/' + $paymentId).exists()`,
          `!${decisionRoot}.child('openReports/' + $pid + '/' + $paymentId).exists()`,
          or(
            and(`${d('status')} == 'declined'`, `!newData.hasChild('receipt')`),
            and(`${d('status')} == 'confirmed'`, `!newData.hasChild('reason')`, `newData.hasChild('receipt')`,
              receiptClaimed(decisionRoot, d('receipt'), '$paymentId'),
              or(
                and(`${reportOf('for')} == 'tiffin'`,
                  `${decisionRoot}.child('paidTotals/' + $pid + '/' + ${reportOf('month')} + '/' + ${reportOf('subscriptionId')} + '/last').val() == $paymentId`),
                and(`${reportOf('for')} == 'order'`, `!root.child('orders/' + ${reportOf('orderId')} + '/paid').exists()`,
                  `${decisionRoot}.child('orders/' + ${reportOf('orderId')} + '/paid/payment').val() == $paymentId`))))),
        ...onlyFields(DECISION_FIELDS, {
          status: oneOf(DECISION_STATUSES),
          at: 'newData.isNumber()',
          receipt: and('newData.isString()', `newData.val().matches(/${RECEIPT_NUMBER_PATTERN}/)`),
          reason: text(1, PAYMENT_LIMITS.reasonMax),
        }),
      },
    },
  };

  // paymentCorrections/{pid}/{paymentId}: the correcting entry's id, written once with it (an entry is corrected once)
  r.paymentCorrections = {
    $pid: {
      '.read': or(kitchen, isAdmin),
      $paymentId: {
        '.read': and(signedIn, entryCustomer),
        '.write': and(kitchen, '!data.exists()', 'newData.exists()'),
        '.validate': and(text(1, MAX_LENGTH.id), `!root.child('payments/' + $pid + '/' + newData.val()).exists()`,
          `newData.parent().parent().parent().child('payments/' + $pid + '/' + newData.val() + '/corrects').val() == $paymentId`),
      },
    },
  };

  // openReports/{pid}/{paymentId}: true while a customer's report waits; created with the report, removed with its decision
  r.openReports = {
    $pid: {
      '.read': or(kitchen, isAdmin),
      $paymentId: {
        '.write': and(signedIn, or(
          and('!data.exists()', 'newData.val() == true', `!root.child('payments/' + $pid + '/' + $paymentId).exists()`,
            `newData.parent().parent().parent().child('payments/' + $pid + '/' + $paymentId + '/kind').val() == 'reported'`,
            `newData.parent().parent().parent().child('payments/' + $pid + '/' + $paymentId + '/by').val() == auth.uid`),
          and('auth.uid == $pid', 'data.exists()', '!newData.exists()', `!root.child('paymentDecisions/' + $pid + '/' + $paymentId).exists()`,
            `newData.parent().parent().parent().child('paymentDecisions/' + $pid + '/' + $paymentId).exists()`))),
        '.validate': 'newData.val() == true',
      },
    },
  };

  /**
   * paidTotals/{pid}/{month}/{subscriptionId}: { paise, last }, what the kitchen received for that bill. It moves only
   * with the entry (received, correction) or confirmation named by `last`, new in this write, by exactly its amount.
   */
  const totalsRoot = 'newData.parent().parent().parent().parent()';
  const lastEntry = (/** @type {string} */ rootExpr, /** @type {string} */ f) => `${rootExpr}.child('payments/' + $pid + '/' + newData.child('last').val() + '/${f}').val()`;
  const before = `(data.child('paise').exists() ? data.child('paise').val() : 0)`;
  r.paidTotals = {
    $pid: {
      '.read': or(kitchen, isAdmin),
      $month: {
        $subId: {
          '.read': and(signedIn, `root.child('subscriptions/' + $subId + '/customerId').val() == auth.uid`),
          '.write': and(signedIn, 'newData.exists()'),
          '.validate': and(hasChildren(['paise', 'last']), or(
            // a new received entry or correction of this bill
            and(`!root.child('payments/' + $pid + '/' + newData.child('last').val()).exists()`,
              `${lastEntry(totalsRoot, 'kind')} == 'received' || ${lastEntry(totalsRoot, 'kind')} == 'correction'`,
              `${lastEntry(totalsRoot, 'for')} == 'tiffin'`, `${lastEntry(totalsRoot, 'subscriptionId')} == $subId`,
              `'' + ${lastEntry(totalsRoot, 'month')} == $month`,
              `newData.child('paise').val() == ${before} + ${lastEntry(totalsRoot, 'amountPaise')}`),
            // a report of this bill confirmed in this write
            and(`!root.child('paymentDecisions/' + $pid + '/' + newData.child('last').val()).exists()`,
              `${totalsRoot}.child('paymentDecisions/' + $pid + '/' + newData.child('last').val() + '/status').val() == 'confirmed'`,
              `${lastEntry('root', 'kind')} == 'reported'`, `${lastEntry('root', 'for')} == 'tiffin'`,
              `${lastEntry('root', 'subscriptionId')} == $subId`, `'' + ${lastEntry('root', 'month')} == $month`,
              `newData.child('paise').val() == ${before} + ${lastEntry('root', 'amountPaise')}`))),
          ...onlyFields(['paise', 'last'], {
            paise: and('newData.isNumber()', 'newData.val() % 1 == 0'),
            last: text(1, MAX_LENGTH.id),
          }),
        },
      },
    },
  };

  // unpaidOrders/{pid}/{orderId}: { totalPaise, at }, a delivered order not paid yet (created with its completion or a
  // correction of its payment; removed only with the order's `paid`)
  const unpaidRoot = 'newData.parent().parent().parent()';
  const uOrder = (/** @type {string} */ rootExpr, /** @type {string} */ f) => `${rootExpr}.child('orders/' + $oid + '/${f}')`;
  r.unpaidOrders = {
    $pid: {
      '.read': or(kitchen, isAdmin),
      $oid: {
        '.write': and(kitchen, or(and('!data.exists()', 'newData.exists()'),
          and('data.exists()', '!newData.exists()', `!${uOrder('root', 'paid')}.exists()`, `${uOrder(unpaidRoot, 'paid')}.exists()`))),
        '.validate': and(hasChildren(['totalPaise', 'at']), `${uOrder(unpaidRoot, 'providerId')}.val() == $pid`,
          `${uOrder(unpaidRoot, 'status')}.val() == 'completed'`, `!${uOrder(unpaidRoot, 'paid')}.exists()`,
          or(`${uOrder('root', 'status')}.val() == 'pending'`, `${uOrder('root', 'paid')}.exists()`),
          `newData.child('totalPaise').val() >= ${uOrder(unpaidRoot, 'total')}.val() * 100 - 0.5`,
          `newData.child('totalPaise').val() <= ${uOrder(unpaidRoot, 'total')}.val() * 100 + 0.5`),
        ...onlyFields(['totalPaise', 'at'], {
          totalPaise: and('newData.isNumber()', 'newData.val() % 1 == 0'),
          at: 'newData.val() == now',
        }),
      },
    },
  };

  // orders/{oid}/paid: { payment, method, receipt, at }, set once by the kitchen with the received entry or the
  // confirmation that paid it; removed only with a correction of that payment
  const paidRoot = 'newData.parent().parent().parent()';
  const pv = (/** @type {string} */ f) => `newData.child('${f}').val()`;
  const paidPid = `newData.parent().child('providerId').val()`;
  const paidEntry = (/** @type {string} */ rootExpr, /** @type {string} */ f) => `${rootExpr}.child('payments/' + ${paidPid} + '/' + ${pv('payment')} + '/${f}').val()`;
  const paidDecision = (/** @type {string} */ f) => `${paidRoot}.child('paymentDecisions/' + ${paidPid} + '/' + ${pv('payment')} + '/${f}').val()`;
  const order$ = r.orders.$oid;
  order$.paid = {
    '.validate': and(hasChildren(['payment', 'method', 'at']), '!data.exists()', `auth.uid == ${paidPid}`,
      `${paidEntry('newData.parent().parent().parent()', 'orderId')} == $oid`, `${pv('method')} == ${paidEntry(paidRoot, 'method')}`,
      or(
        and(`!root.child('payments/' + ${paidPid} + '/' + ${pv('payment')}).exists()`, `${paidEntry(paidRoot, 'kind')} == 'received'`,
          `${pv('receipt')} == ${paidEntry(paidRoot, 'receipt')}`),
        and(`${paidEntry('root', 'kind')} == 'reported'`,
          `!root.child('paymentDecisions/' + ${paidPid} + '/' + ${pv('payment')}).exists()`,
          `${paidDecision('status')} == 'confirmed'`, `${pv('receipt')} == ${paidDecision('receipt')}`))),
    ...onlyFields(['payment', 'method', 'receipt', 'at'], {
      payment: text(1, MAX_LENGTH.id),
      method: oneOf(PAYMENT_METHODS),
      receipt: and('newData.isString()', `newData.val().matches(/${RECEIPT_NUMBER_PATTERN}/)`),
      at: 'newData.val() == now',
    }),
  };
  // a delivered order changes only by being marked paid (the paid rule checks how), or unpaid again with a correction of
  // the payment that paid it; nothing else of it moves
  const paidChange = and('data.exists()', `${ordOld('status')} == 'completed'`, orderKept,
    ...kept(['status', 'step', 'acceptedAt', 'readyBy', 'onTheWayAt', 'updatedAt', 'cancelledBy', 'cancelReason', 'boardKey', 'cancelAudit']),
    or(and(`!data.hasChild('paid')`, `newData.hasChild('paid')`),
      and(`data.hasChild('paid')`, `!newData.hasChild('paid')`, byKitchen,
        `!root.child('paymentCorrections/' + ${ordOld('providerId')} + '/' + ${ordOld('paid/payment')}).exists()`,
        `${newRootFromOrder}.child('paymentCorrections/' + ${ordOld('providerId')} + '/' + ${ordOld('paid/payment')}).exists()`)));
  // beside the pending order's changes (orderChange), in the order's validate as built above
  const changeText = `(${orderChange})`;
  if (!order$['.validate'].includes(changeText)) throw new Error('the order rule no longer holds orderChange');
  order$['.validate'] = order$['.validate'].replace(changeText, `${changeText} || (${paidChange})`);

  /**
   * receiptCounters/{YYMM} + receiptNumbers/{TH-R-YYMM-NNNN}: as the order numbers, claimed by a kitchen for its received
   * entry or confirmation in the same write; each number once, the one before it claimed, the counter moved forward.
   */
  r.receiptCounters = {
    $m: {
      '.read': signedIn,
      '.write': and(signedIn, isRole('meal_provider'), 'newData.exists()'),
      '.validate': and(currentMonthKnown, `$m == '' + ${currentMonthLabelExpr()}`, intIn(1, Number.MAX_SAFE_INTEGER),
        or('!data.exists()', 'newData.val() > data.val()'),
        `newData.parent().parent().child('receiptNumbers/TH-R-' + $m + '-' + ${padSeq('newData.val()')} + '/by').val() == auth.uid`),
    },
  };
  const rc = (/** @type {string} */ f) => `newData.child('${f}').val()`;
  const rcCounter = (/** @type {string} */ rootExpr) => `${rootExpr}.child('receiptCounters/' + ${rc('month')})`;
  const rcRoot = 'newData.parent().parent()';
  r.receiptNumbers = {
    $num: {
      '.read': isAdmin,
      '.write': and(signedIn, isRole('meal_provider'), '!data.exists()', `${rc('by')} == auth.uid`),
      '.validate': and(hasChildren(['by', 'provider', 'payment', 'month', 'seq']), `${rc('provider')} == auth.uid`,
        `$num == 'TH-R-' + ${rc('month')} + '-' + ${padSeq(rc('seq'))}`,
        `${rc('seq')} <= ${rcCounter(rcRoot)}.val()`,
        or(`!${rcCounter('root')}.exists()`, `${rc('seq')} > ${rcCounter('root')}.val()`),
        or(`${rc('seq')} == 1`, `${rcRoot}.child('receiptNumbers/TH-R-' + ${rc('month')} + '-' + ${padSeq(`(${rc('seq')} - 1)`)}).exists()`),
        or(
          and(`!root.child('payments/' + auth.uid + '/' + ${rc('payment')}).exists()`,
            `${rcRoot}.child('payments/' + auth.uid + '/' + ${rc('payment')} + '/receipt').val() == $num`),
          and(`!root.child('paymentDecisions/' + auth.uid + '/' + ${rc('payment')}).exists()`,
            `${rcRoot}.child('paymentDecisions/' + auth.uid + '/' + ${rc('payment')} + '/receipt').val() == $num`))),
      ...onlyFields(['by', 'provider', 'payment', 'month', 'seq'], {
        by: text(1, MAX_LENGTH.id),
        provider: text(1, MAX_LENGTH.id),
        payment: text(1, MAX_LENGTH.id),
        month: and('newData.isString()', 'newData.val().matches(/^[0-9]{4}$/)'),
        seq: intIn(1, Number.MAX_SAFE_INTEGER),
      }),
    },
  };
}

/** The file's text: two-space JSON and a final newline (what `pnpm rules` writes and the regeneration test compares). */
const rulesText = () => JSON.stringify(rules, null, 2) + '\n';

module.exports = { rules, rulesText, RULES_FILE, BATCH_SLOTS, PRICE_MIN, PRICE_MAX, QUANTITY_MAX, MONTH_TABLE_FIRST,
  MONTH_TABLE_LAST, IST_OFFSET: IST_OFFSET_MS, istMonthStart, monthTable, currentMonthStartExpr, MONTH_STARTS };
if (require.main === module) {
  const out = rulesText();
  fs.writeFileSync(RULES_FILE, out);
  process.stdout.write(`wrote ${RULES_FILE} (${Buffer.byteLength(out)} bytes)\n`);
}
