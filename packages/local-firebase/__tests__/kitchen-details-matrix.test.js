'use strict';
/**
 * Rules matrix for a kitchen's details (issue 39; RULES.md "A kitchen's details"): signup writes the account's record
 * and a listing that holds the kitchen's name, phone (an Indian number as parsePhone writes it), area (Nagpur's list),
 * address and cuisine (the list, 'other' with its own words), and optionally a 14-digit FSSAI number, in one write;
 * each field is checked whenever it is written, and older listings without them keep working until they add them.
 */
const { rulesMatrix, SV_TS } = require('./matrix-harness');

const T = 1700000000000;
const user = (name, role) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z' });
const DETAILS = { name: 'Sunita’s Kitchen', phone: '+91 98220 10010', area: 'Dharampeth', address: '14 Ram Nagar Road, Nagpur 440010',
  cuisine: 'maharashtrian' };

const FIXTURE = {
  admins: { a1: true },
  users: { c1: user('riya', 'user'), p1: user('sunita', 'meal_provider'), old: user('old', 'meal_provider'), a1: user('staff', 'user') },
  providers: {
    p1: { ...DETAILS, createdAt: T },
    // a kitchen from before issue 39: free-text cuisine, a phone the rules no longer accept, no area
    old: { name: 'Old Kitchen', cuisine: 'Home-style Gujarati', phone: '12345', address: 'Nagpur', createdAt: T },
  },
};

/** What signup writes for a new kitchen `uid` (its account record and its listing), `listing` changing the listing. */
const signup = (uid, listing = {}) => ({
  [`users/${uid}`]: user(uid, 'meal_provider'),
  [`providers/${uid}`]: { ...DETAILS, createdAt: SV_TS, ...listing },
});
const without = (field) => Object.fromEntries(Object.entries(DETAILS).filter(([k]) => k !== field));

const { testMatrix } = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', p1: 'p1', n1: 'n1', old: 'old', a1: 'a1' } });

// [group, description, who, method, path, body, expected allowed]
const CASES = [
  // ---- signup: the account and its kitchen in one write ----
  ['signup', 'a new kitchen with its name, phone, area, address and cuisine', 'n1', 'PATCH', '', signup('n1'), true],
  ['signup', 'with an FSSAI number', 'n1', 'PATCH', '', signup('n1', { fssai: '12345678901234' }), true],
  ['signup', 'a landline with its STD code', 'n1', 'PATCH', '', signup('n1', { phone: '0712 2541011' }), true],
  ['signup', 'cuisine Other in its own words', 'n1', 'PATCH', '', signup('n1', { cuisine: 'other', cuisineOther: 'Goan fish curries' }), true],
  ['signup', 'without a phone', 'n1', 'PATCH', '', { ...signup('n1'), 'providers/n1': { ...without('phone'), createdAt: SV_TS } }, false],
  ['signup', 'without an area', 'n1', 'PATCH', '', { ...signup('n1'), 'providers/n1': { ...without('area'), createdAt: SV_TS } }, false],
  ['signup', 'without an address', 'n1', 'PATCH', '', { ...signup('n1'), 'providers/n1': { ...without('address'), createdAt: SV_TS } }, false],
  ['signup', 'without a cuisine', 'n1', 'PATCH', '', { ...signup('n1'), 'providers/n1': { ...without('cuisine'), createdAt: SV_TS } }, false],
  ['signup', 'only a name (the listing before issue 39)', 'n1', 'PATCH', '', signup('n1', { phone: null, area: null, address: null, cuisine: null }), false],
  ['signup', 'a customer’s account writes a listing', 'n1', 'PATCH', '', { ...signup('n1'), 'users/n1': user('n1', 'user') }, false],
  // ---- each field ----
  ['phone', 'a phone of five digits', 'n1', 'PATCH', '', signup('n1', { phone: '12345' }), false],
  ['phone', 'a mobile starting with 5', 'n1', 'PATCH', '', signup('n1', { phone: '+91 58220 10010' }), false],
  ['phone', 'a mobile not written as parsePhone writes it', 'n1', 'PATCH', '', signup('n1', { phone: '9822010010' }), false],
  ['phone', 'the kitchen changes it to another mobile, with its record for staff (issue 36)', 'p1', 'PATCH', '', {
    'providers/p1/phone': '+91 98220 10011', 'providers/p1/changeIds/phone': 'ch1',
    'providerChanges/p1/ch1': { field: 'phone', old: DETAILS.phone, new: '+91 98220 10011', at: SV_TS } }, true],
  ['phone', 'the kitchen removes it', 'p1', 'DELETE', 'providers/p1/phone', undefined, false],
  ['area', 'an area off the list', 'n1', 'PATCH', '', signup('n1', { area: 'Mumbai' }), false],
  ['area', 'an area in other letters', 'n1', 'PATCH', '', signup('n1', { area: 'dharampeth' }), false],
  ['area', 'the kitchen moves to another area of the list', 'p1', 'PUT', 'providers/p1/area', 'Sitabuldi', true],
  ['address', 'an address of four characters', 'n1', 'PATCH', '', signup('n1', { address: 'Ngp.' }), false],
  ['address', 'an address of 301 characters', 'n1', 'PATCH', '', signup('n1', { address: 'a'.repeat(301) }), false],
  ['address', 'an address of 300 characters', 'n1', 'PATCH', '', signup('n1', { address: 'a'.repeat(300) }), true],
  ['cuisine', 'a cuisine off the list', 'n1', 'PATCH', '', signup('n1', { cuisine: 'Maharashtrian' }), false],
  ['cuisine', 'Other without its words', 'n1', 'PATCH', '', signup('n1', { cuisine: 'other' }), false],
  ['cuisine', 'own words of 41 characters', 'n1', 'PATCH', '', signup('n1', { cuisine: 'other', cuisineOther: 'x'.repeat(41) }), false],
  ['cuisine', 'own words beside a cuisine of the list', 'n1', 'PATCH', '', signup('n1', { cuisineOther: 'Goan' }), false],
  ['cuisine', 'the kitchen picks another cuisine of the list', 'p1', 'PUT', 'providers/p1/cuisine', 'south-indian', true],
  ['cuisine', 'the kitchen moves to Other with its words', 'p1', 'PATCH', 'providers/p1', { cuisine: 'other', cuisineOther: 'Goan' }, true],
  ['fssai', 'an FSSAI number of 13 digits', 'n1', 'PATCH', '', signup('n1', { fssai: '1234567890123' }), false],
  ['fssai', 'an FSSAI number with spaces', 'n1', 'PATCH', '', signup('n1', { fssai: '1234 5678 9012 34' }), false],
  ['fssai', 'the kitchen adds its FSSAI number later', 'p1', 'PUT', 'providers/p1/fssai', '12345678901234', true],
  ['fssai', 'the kitchen removes its FSSAI number', 'p1', 'DELETE', 'providers/p1/fssai', undefined, true],
  // ---- a kitchen from before issue 39 ----
  ['older', 'keeps working: sets its hours-free "Pause orders now"', 'old', 'PUT', 'providers/old/accepting', false, true],
  ['older', 'fills in what it lacks', 'old', 'PATCH', 'providers/old',
    { phone: '0712 2541011', area: 'Sitabuldi', address: '7 Modi No. 3, Sitabuldi', cuisine: 'gujarati' }, false],
  ['older', 'fills in area and cuisine (no recorded field)', 'old', 'PATCH', 'providers/old', { area: 'Sitabuldi', cuisine: 'gujarati' }, true],
  ['older', 'another kitchen fills in its details', 'p1', 'PATCH', 'providers/old', { area: 'Sitabuldi' }, false],
  ['older', 'a customer writes details into a kitchen', 'c1', 'PATCH', 'providers/p1', { area: 'Hingna' }, false],
];

testMatrix(CASES, { atLeast: 30 });
