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
const N = (/** @type {string} */ c) => `newData.child('${c}').val()`;
const D = (/** @type {string} */ c) => `data.child('${c}').val()`;
const D0 = (/** @type {string} */ c) => `(data.child('${c}').exists() ? data.child('${c}').val() : 0)`;
const same = (/** @type {string} */ c) => `${N(c)} == ${D(c)}`;
const plus = (/** @type {string} */ c, /** @type {string} */ d) => `${N(c)} == ${D0(c)} + ${d}`;
const oid = `newData.child('lastOrder').val()`;
const newOrder = (/** @type {string} */ f) => `newData.parent().parent().child('orders/' + ${oid} + '/${f}').val()`;
const amount = `(${newOrder('price')} * ${newOrder('quantity')})`;
const markerChanged = `newData.child('applied/' + ${oid}).val() != data.child('applied/' + ${oid}).val()`;
const COUNTERS = ['totalOrders', 'totalRevenue', 'monthlyOrders', 'monthlyRevenue', 'pendingOrders', 'completedOrders', 'cancelledOrders'];
const unchangedExcept = (/** @type {string[]} */ changed) => and(...COUNTERS.filter((c) => !changed.includes(c)).map(same));
const statsConsistency = or(
  // no event: nothing but untouched data (counters, month, markers of the last order) may change
  and(`newData.child('lastOrder').val() == data.child('lastOrder').val()`, `newData.child('lastEvent').val() == data.child('lastEvent').val()`,
    `!newData.child('lastOrder').exists() || !(${markerChanged})`, unchangedExcept([]), same('monthKey')),
  // an order was created in this write
  and(`newData.child('lastOrder').isString()`, markerChanged, `${N('lastEvent')} == 'created'`,
    plus('totalOrders', '1'), plus('totalRevenue', amount), plus('pendingOrders', '1'),
    same('completedOrders'), same('cancelledOrders'),
    or(and(same('monthKey'), plus('monthlyOrders', '1'), plus('monthlyRevenue', amount)),
      and(`!data.child('monthKey').exists() || ${N('monthKey')} > ${D('monthKey')}`, `${N('monthlyOrders')} == 1`, `${N('monthlyRevenue')} == ${amount}`))),
  // an order was completed or cancelled in this write
  and(`newData.child('lastOrder').isString()`, markerChanged, `${N('lastEvent')} == 'completed'`,
    plus('pendingOrders', '-1'), plus('completedOrders', '1'), unchangedExcept(['pendingOrders', 'completedOrders']), same('monthKey')),
  and(`newData.child('lastOrder').isString()`, markerChanged, `${N('lastEvent')} == 'cancelled'`,
    plus('pendingOrders', '-1'), plus('cancelledOrders', '1'), unchangedExcept(['pendingOrders', 'cancelledOrders']), same('monthKey')),
);
// who may touch stats/$p at all: the provider itself, or a customer (role user)
const statsWriter = and('auth != null', `auth.uid == $p || ${role('auth.uid')} == 'user'`, 'newData.exists()');
const orderAt = (/** @type {string} */ which, /** @type {string} */ f) => `${which}.child('orders/' + $oid + '/${f}').val()`;
const newRootFromMarker = `newData.parent().parent().parent().parent()`;
const markerRule = and(
  `$oid == newData.parent().parent().child('lastOrder').val()`,
  `newData.val() == newData.parent().parent().child('lastEvent').val()`,
  or(
    and(`newData.val() == 'created'`, '!data.exists()', `!root.child('orders/' + $oid).exists()`,
      `${orderAt(newRootFromMarker, 'providerId')} == $p`, `${orderAt(newRootFromMarker, 'status')} == 'pending'`,
      `${orderAt(newRootFromMarker, 'userId')} == auth.uid`),
    and(`newData.val() == 'completed' || newData.val() == 'cancelled'`, `data.val() == 'created'`, `auth.uid == $p`,
      `${orderAt('root', 'status')} == 'pending'`, `${orderAt(newRootFromMarker, 'status')} == newData.val()`,
      `${orderAt('root', 'providerId')} == $p`),
  ),
);

/** @type {Record<string, any>} */
const statsFields = {};
for (const c of COUNTERS) statsFields[c] = { '.write': statsWriter, '.validate': 'newData.isNumber()' };
statsFields.monthKey = { '.write': statsWriter, '.validate': 'newData.isString() && newData.val().matches(/^[0-9]{4}-[0-9]{2}$/)' };
statsFields.lastOrder = { '.write': statsWriter, '.validate': str(1, 128) };
statsFields.lastEvent = { '.write': statsWriter, '.validate': "newData.val() == 'created' || newData.val() == 'completed' || newData.val() == 'cancelled'" };
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
  `newData.child('timestamp').isNumber()`,
  `!newData.child('updatedAt').exists()`,
);
const orderStatusChange = and(
  'data.exists()',
  `data.child('status').val() == 'pending'`,
  `newData.child('status').val() == 'completed' || newData.child('status').val() == 'cancelled'`,
  `newData.child('updatedAt').isNumber()`,
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

const out = path.resolve(__dirname, '../../../database.rules.json');
fs.writeFileSync(out, JSON.stringify(rules, null, 2) + '\n');
process.stdout.write(`wrote ${out}\n`);
