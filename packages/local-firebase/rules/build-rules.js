#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * Generates the repo-root database.rules.json (the file deployed to hosted Firebase and loaded by the emulator).
 * Edit here, then run `node packages/local-firebase/rules/build-rules.js`. See packages/local-firebase/RULES.md.
 */
const fs = require('fs');
const path = require('path');

const and = (/** @type {string[]} */ ...xs) => xs.map((x) => `(${x})`).join(' && ');
const or = (/** @type {string[]} */ ...xs) => xs.map((x) => `(${x})`).join(' || ');
const str = (/** @type {number} */ min, /** @type {number} */ max) => `newData.isString() && newData.val().length >= ${min} && newData.val().length <= ${max}`;
const role = (/** @type {string} */ uidExpr) => `root.child('users/' + ${uidExpr} + '/role').val()`;

// ---- stats ----
/**
 * One write may carry up to BATCH_SLOTS events of one provider: `batch/{0..BATCH_SLOTS-1}` name the orders, `event`
 * says what happened to all of them, `applied/{orderId}` flips once per order. A slot counts when it holds an order
 * id whose marker changes in this write; the counters must move by exactly the sum over the counted slots.
 * Rules cannot loop, so the sums are unrolled over the fixed slots (RULES.md).
 */
const BATCH_SLOTS = 12;
const DAY = 864e5;
const IST_OFFSET = 19800000; // +05:30: a month start in Asia/Kolkata is a midnight IST, i.e. (t + 5h30) % 1 day == 0
const SLOTS = Array.from({ length: BATCH_SLOTS }, (_, i) => i);
const N = (/** @type {string} */ c) => `newData.child('${c}').val()`;
const D = (/** @type {string} */ c) => `data.child('${c}').val()`;
const D0 = (/** @type {string} */ c) => `(data.child('${c}').exists() ? data.child('${c}').val() : 0)`;
const same = (/** @type {string} */ c) => `${N(c)} == ${D(c)}`;
const plus = (/** @type {string} */ c, /** @type {string} */ d) => `${N(c)} == ${D0(c)} + ${d}`;
const minus = (/** @type {string} */ c, /** @type {string} */ d) => `${N(c)} == ${D0(c)} - ${d}`;
const slotVal = (/** @type {number} */ i) => `newData.child('batch/${i}').val()`;
const counted = (/** @type {number} */ i) => `(newData.child('batch/${i}').isString() && newData.child('applied/' + ${slotVal(i)}).val() != data.child('applied/' + ${slotVal(i)}).val())`;
const slotOrder = (/** @type {number} */ i, /** @type {string} */ f) => `newData.parent().parent().child('orders/' + ${slotVal(i)} + '/${f}').val()`;
const slotAmount = (/** @type {number} */ i) => `(${slotOrder(i, 'price')} * ${slotOrder(i, 'quantity')})`;
// k = number of counted slots; S = Σ price × quantity over them (left to right: the client sums in slot order too,
// so the floating-point result is identical); SM = the part of S whose orders belong to the stored month.
const K = `(${SLOTS.map((i) => `(${counted(i)} ? 1 : 0)`).join(' + ')})`;
const S = `(${SLOTS.map((i) => `(${counted(i)} ? ${slotAmount(i)} : 0)`).join(' + ')})`;
const SM = `(${SLOTS.map((i) => `(${counted(i)} ? (${slotOrder(i, 'timestamp')} >= ${N('monthStart')} ? ${slotAmount(i)} : 0) : 0)`).join(' + ')})`;
const COUNTERS = ['totalOrders', 'totalRevenue', 'monthlyOrders', 'monthlyRevenue', 'pendingOrders', 'completedOrders', 'cancelledOrders'];
const unchangedExcept = (/** @type {string[]} */ changed) => and(...COUNTERS.filter((c) => !changed.includes(c)).map(same));
// the stored month stays (monthStart may be added once to a record that has none: older data)
const sameMonth = and(same('monthKey'), `${same('monthStart')} || !data.child('monthStart').exists()`);
// a later month starts: monthKey and monthStart move forward (≥ 28 days), monthStart is within the last 31 days
const newMonth = and(`newData.child('monthKey').exists()`, `newData.child('monthStart').isNumber()`,
  `!data.child('monthKey').exists() || ${N('monthKey')} > ${D('monthKey')}`,
  `!data.child('monthStart').exists() || ${N('monthStart')} >= ${D('monthStart')} + ${28 * DAY}`,
  `${N('monthStart')} > now - ${31 * DAY}`);
const statsConsistency = or(
  // no event: no counter, month or marker moves
  and(`${K} == 0`, unchangedExcept([]), same('monthKey'), same('monthStart')),
  // k orders created in this write
  and(`${N('event')} == 'created'`, `${K} > 0`, plus('totalOrders', K), plus('pendingOrders', K), plus('totalRevenue', S),
    same('completedOrders'), same('cancelledOrders'),
    or(and(sameMonth, plus('monthlyOrders', K), plus('monthlyRevenue', S)),
      and(newMonth, `${N('monthlyOrders')} == ${K}`, `${N('monthlyRevenue')} == ${S}`))),
  // k orders completed: pending → completed
  and(`${N('event')} == 'completed'`, `${K} > 0`, minus('pendingOrders', K), plus('completedOrders', K),
    unchangedExcept(['pendingOrders', 'completedOrders']), sameMonth),
  // k orders cancelled: pending → cancelled, their amounts leave totalRevenue, and monthlyRevenue for orders of the stored month
  and(`${N('event')} == 'cancelled'`, `${K} > 0`, `newData.child('monthStart').isNumber()`, sameMonth,
    minus('pendingOrders', K), plus('cancelledOrders', K), minus('totalRevenue', S), minus('monthlyRevenue', SM),
    same('totalOrders'), same('monthlyOrders'), same('completedOrders')),
);
// who may touch stats/$p at all: the provider itself, or a customer (role user)
const statsWriter = and('auth != null', `auth.uid == $p || ${role('auth.uid')} == 'user'`, 'newData.exists()');
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
statsFields.monthKey = { '.read': 'auth != null', '.write': statsWriter, '.validate': 'newData.isString() && newData.val().matches(/^[0-9]{4}-[0-9]{2}$/)' };
statsFields.monthStart = { '.read': 'auth != null', '.write': statsWriter,
  '.validate': `newData.isNumber() && newData.val() <= now && (newData.val() + ${IST_OFFSET}) % ${DAY} == 0` };
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
  `newData.child('quantity').isNumber() && newData.child('quantity').val() >= 1 && newData.child('quantity').val() % 1 == 0`,
  `newData.child('price').val() == ${item('price')}`,
  `newData.child('providerId').val() == ${item('providerId')}`,
  `newData.child('itemName').val() == ${item('name')}`,
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

const rules = {
  rules: {
    users: {
      $uid: {
        '.read': 'auth != null && auth.uid == $uid',
        '.write': 'auth != null && auth.uid == $uid && newData.exists()',
        '.validate': "newData.hasChildren(['name', 'email', 'role'])",
        name: { '.validate': str(1, 100) },
        email: { '.validate': str(3, 254) },
        role: { '.validate': or(and('!data.exists()', "newData.val() == 'user' || newData.val() == 'meal_provider'"), 'newData.val() == data.val()') },
        createdAt: { '.validate': 'newData.isString() || newData.isNumber()' },
        phone: { '.validate': str(0, 40) },
        address: { '.validate': str(0, 300) },
        cuisine: { '.validate': str(0, 100) },
        image: { '.validate': str(0, 2048) },
        cart: {
          $itemId: {
            '.validate': "newData.hasChildren(['price', 'quantity'])",
            quantity: { '.validate': 'newData.isNumber() && newData.val() >= 1 && newData.val() % 1 == 0' },
            price: { '.validate': 'newData.isNumber() && newData.val() > 0' },
          },
        },
        $other: { '.validate': false },
      },
    },
    providers: {
      '.read': true,
      '.indexOn': ['rating'],
      $uid: {
        '.write': "auth != null && auth.uid == $uid && newData.parent().parent().child('users/' + $uid + '/role').val() == 'meal_provider'",
        '.validate': "newData.hasChildren(['name'])",
        name: { '.validate': str(1, 100) },
        cuisine: { '.validate': str(0, 100) },
        address: { '.validate': str(0, 300) },
        phone: { '.validate': str(0, 40) },
        image: { '.validate': str(0, 2048) },
        rating: { '.validate': 'newData.isNumber() && newData.val() >= 0 && newData.val() <= 5' },
        $other: { '.validate': false },
      },
    },
    'menu-items': {
      '.read': true,
      '.indexOn': ['providerId'],
      $id: {
        '.write': and('auth != null', `${role('auth.uid')} == 'meal_provider'`,
          "!data.exists() || data.child('providerId').val() == auth.uid",
          "!newData.exists() || newData.child('providerId').val() == auth.uid"),
        '.validate': and("newData.hasChildren(['name', 'description', 'price', 'category', 'imageUrl', 'providerId', 'status', 'createdAt', 'updatedAt'])",
          "data.exists() || newData.child('status').val() == 'active'"),
        name: { '.validate': str(1, 100) },
        description: { '.validate': str(1, 500) },
        price: { '.validate': 'newData.isNumber() && newData.val() > 0' },
        category: { '.validate': "newData.val() == 'main-course' || newData.val() == 'appetizers' || newData.val() == 'desserts' || newData.val() == 'beverages'" },
        imageUrl: { '.validate': and(str(1, 2048), "newData.val().beginsWith('https://') || newData.val().beginsWith('http://') || (newData.val().beginsWith('/') && !newData.val().beginsWith('//'))") },
        providerId: { '.validate': 'newData.isString()' },
        status: { '.validate': "newData.val() == 'active' || newData.val() == 'inactive'" },
        createdAt: { '.validate': 'newData.isNumber()' },
        updatedAt: { '.validate': 'newData.isNumber()' },
        $other: { '.validate': false },
      },
    },
    orders: {
      '.read': and('auth != null', "(query.orderByChild == 'userId' || query.orderByChild == 'providerId') && query.equalTo == auth.uid"),
      '.indexOn': ['userId', 'providerId', 'timestamp'],
      $oid: {
        '.read': "auth != null && (data.child('userId').val() == auth.uid || data.child('providerId').val() == auth.uid)",
        '.write': and('auth != null', or(
          and('!data.exists()', "newData.child('userId').val() == auth.uid", `${role('auth.uid')} == 'user'`),
          and('data.exists()', 'newData.exists()', "data.child('providerId').val() == auth.uid"),
        )),
        '.validate': and(`newData.hasChildren(${JSON.stringify(ORDER_FIELDS).replace(/"/g, "'")})`, or(orderCreate, orderStatusChange)),
        userId: { '.validate': 'newData.isString()' },
        providerId: { '.validate': 'newData.isString()' },
        itemId: { '.validate': 'newData.isString()' },
        itemName: { '.validate': 'newData.isString()' },
        price: { '.validate': 'newData.isNumber() && newData.val() > 0' },
        status: { '.validate': "newData.val() == 'pending' || newData.val() == 'completed' || newData.val() == 'cancelled'" },
        timestamp: { '.validate': 'newData.isNumber()' },
        quantity: { '.validate': 'newData.isNumber()' },
        updatedAt: { '.validate': 'newData.isNumber()' },
        $other: { '.validate': false },
      },
    },
    stats: {
      $p: {
        '.read': 'auth != null && auth.uid == $p',
        '.validate': statsConsistency,
        ...statsFields,
      },
    },
  },
};

module.exports = { rules, BATCH_SLOTS };
if (require.main === module) {
  const out = path.resolve(__dirname, '../../../database.rules.json');
  fs.writeFileSync(out, JSON.stringify(rules, null, 2) + '\n');
  process.stdout.write(`wrote ${out}\n`);
}
