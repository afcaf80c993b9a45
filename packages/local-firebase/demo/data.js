// @ts-check
'use strict';
/**
 * Demo data for Thali: Nagpur providers, their menus (kept as data in kitchens.json) and demo accounts. Texts written
 * for this product.
 * A menu line is [name, description, price, category, image, diet, platesPerDay?]: the diet mark is what the dish is
 * (paneer, dal, sweets: veg; egg dishes: egg; chicken, mutton, fish: non-veg), and a home kitchen cooks a fixed number
 * of plates of a few dishes a day. `hours` is the kitchen's week (Asia/Kolkata; kitchens without hours are open all
 * day) and `holiday` a day off coming up, `inDays` from the day of seeding (issue 16). A kitchen's `phone` is what its
 * profile shows customers (issue 37: a mobile, which WhatsApp reaches, or a landline with its STD code, 0712 for Nagpur).
 * Issue 39: `cuisine` is a value of @thali/domain/cuisines, `area` one of @thali/domain/areas, `fssai` a made-up
 * 14-digit registration number (some kitchens give none).
 * Issue 40: `deliversTo` the areas a kitchen delivers to (its own and its neighbours'; Hingna Students Mess, Wadi Biryani
 * House, Amma South Indian Tiffins and Shuddh Jain Bhojanalay do not deliver to the demo customer's Trimurti Nagar), and
 * `minOrder` its minimum order value in rupees on the dishes' subtotal (Saoji Ghar Rasoi ₹250; absent: none).
 */
const { WEEKDAY_KEYS, KITCHEN_LIMITS } = require('@thali/domain');

const PASSWORD = 'thali-demo-1';

/** 'HH:MM' → minutes after 00:00 ('24:00' is the end of the day). @param {string} hhmm */
const minutes = (hhmm) => Math.min(Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), KITCHEN_LIMITS.dayMinutes);
/**
 * One day: one or two windows ('11:00', '15:00'[, '19:00', '22:30']).
 * @param {string[]} w @returns {{ open: number, close: number, open2?: number, close2?: number }}
 */
const windows = (...w) => ({ open: minutes(w[0]), close: minutes(w[1]), ...(w.length > 2 ? { open2: minutes(w[2]), close2: minutes(w[3]) } : {}) });
const CLOSED = /** @type {{ closed: true }} */ ({ closed: true });
/**
 * A week of the same day, but for the days in `except` (0 = Monday … 6 = Sunday).
 * @param {object} day @param {Record<number, object>} [except]
 */
const weekly = (day, except = {}) => Object.fromEntries(WEEKDAY_KEYS.map((k, i) => [k, except[i] ?? day]));
/** A day as kitchens.json writes it: its windows ('11:00', '15:00'[, '19:00', '22:30']) or 'closed'. @param {string[] | 'closed'} w */
const dayOf = (w) => (w === 'closed' ? CLOSED : windows(...w));

/**
 * @typedef {'veg' | 'egg' | 'non-veg'} Diet
 * @typedef {{ uid: string, email: string, name: string, cuisine: string, address: string, phone: string, area: string, fssai?: string,
 *   deliversTo: import('@thali/domain/areas').AreaName[], minOrder?: number,
 *   menu: [string, string, number, string, string, Diet, number?][], hours?: Record<string, object>,
 *   holiday?: { inDays: number, note: string } }} DemoKitchen
 */
/**
 * The kitchens and their menus, written as data in kitchens.json: a week there is `{ every: day, except?: { [0 = Monday
 * … 6 = Sunday]: day } }`, read here into the stored form (minutes after 00:00 per weekday).
 * @type {DemoKitchen[]}
 */
const PROVIDERS = require('./kitchens.json').map((/** @type {any} */ k) =>
  (k.hours ? { ...k, hours: weekly(dayOf(k.hours.every), Object.fromEntries(Object.entries(k.hours.except ?? {}).map(([i, w]) => [i, dayOf(w)]))) } : k));

/**
 * The demo customer. `phone` is her mobile as the profile stores it (issue 37: +91 and 10 digits, asked at the first
 * order and copied onto each order for the kitchen). Issue 40: `place` her delivery address as the profile stores it
 * (Trimurti Nagar, 440022: most demo kitchens deliver there, four do not), `address` its one readable line
 * (`placeLine` of @thali/domain/address: house, street, area, "Nagpur" and the PIN code).
 */
const CUSTOMER = { uid: 'demo-customer', email: 'customer@thali.test', name: 'Riya Deshmukh', role: 'user', phone: '+919823000001',
  place: Object.freeze({ house: '12', street: 'Laxmi Nagar', area: /** @type {const} */ ('Trimurti Nagar'), pin: '440022' }),
  address: '12, Laxmi Nagar, Trimurti Nagar, Nagpur 440022' };

/** Issue 41: Thali's demo staff member (a customer's account with admins/{uid}: true), who opens /ops. */
const STAFF = { uid: 'demo-ops', email: 'ops@thali.test', name: 'Thali Operations', role: 'user', phone: '+919823000099' };

/**
 * Issue 41: a kitchen that signed up and waits for Thali's approval, so the operations Kitchens queue is not empty on
 * `pnpm start` (it signs in with the demo password; approve or reject it at /ops/kitchens).
 */
const PENDING_KITCHEN = { uid: 'demo-pending-kitchen', email: 'gharguti@thali.test', name: 'Gharguti Swad', cuisine: 'maharashtrian',
  area: 'Dharampeth', address: '22, Hill Road, Dharampeth, Nagpur 440010', phone: '+91 98220 33344', deliversTo: ['Dharampeth', 'Sitabuldi'] };

/** Demo accounts printed by `pnpm backend` (all providers can sign in too, with the same password). */
const DEMO_ACCOUNTS = [
  { role: 'user', uid: CUSTOMER.uid, email: CUSTOMER.email, password: PASSWORD, name: CUSTOMER.name },
  { role: 'meal_provider', uid: PROVIDERS[0].uid, email: PROVIDERS[0].email, password: PASSWORD, name: PROVIDERS[0].name },
  { role: 'meal_provider', uid: PROVIDERS[1].uid, email: PROVIDERS[1].email, password: PASSWORD, name: PROVIDERS[1].name },
  { role: 'staff', uid: STAFF.uid, email: STAFF.email, password: PASSWORD, name: STAFF.name },
  // the kitchen in the operations Kitchens queue: signed in, its dashboard shows the approval (or rejection) live
  { role: 'meal_provider', uid: PENDING_KITCHEN.uid, email: PENDING_KITCHEN.email, password: PASSWORD, name: `${PENDING_KITCHEN.name}, awaiting approval` },
];

module.exports = { PASSWORD, PROVIDERS, CUSTOMER, STAFF, DEMO_ACCOUNTS, PENDING_KITCHEN };
