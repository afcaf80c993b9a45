'use strict';
const { DELIVERY_AREAS, AREA_NAMES, isAreaName } = require('../src/areas');
const { CUISINES, CUISINE_LABELS, cuisineOf, cuisineLabel, isCuisine } = require('../src/cuisines');
const { KITCHEN_PHONE_PATTERN, KITCHEN_ADDRESS, kitchenPhone, fssaiNumber, missingKitchenDetails } = require('../src/kitchen-details');
const { MAX_LENGTH } = require('..');

test('the areas are the delivery areas by name, each once', () => {
  expect(AREA_NAMES).toEqual(DELIVERY_AREAS.map((a) => a.area));
  expect(new Set(AREA_NAMES).size).toBe(AREA_NAMES.length);
  expect(isAreaName('Dharampeth')).toBe(true);
  expect(isAreaName('dharampeth')).toBe(false);
  expect(isAreaName(undefined)).toBe(false);
});

test('the cuisines: each value once with a label, Other last', () => {
  expect(new Set(CUISINES.map((c) => c.value)).size).toBe(CUISINES.length);
  expect(CUISINES.at(-1)).toEqual({ value: 'other', label: 'Other' });
  CUISINES.forEach((c) => expect(c.label).toBe(CUISINE_LABELS[c.value]));
  expect(isCuisine('saoji')).toBe(true);
  expect(isCuisine('Saoji')).toBe(false);
});

test.each([
  ['maharashtrian', 'maharashtrian'], ['Maharashtrian', 'maharashtrian'], [' saoji (nagpur spicy) ', 'saoji'], ['Goan', 'other'], ['', ''],
  [undefined, ''], [12, ''],
])('stored cuisine %p stands for %p', (stored, value) => {
  expect(cuisineOf(stored)).toBe(value);
});

test('a cuisine reads as its label, an Other kitchen in its own words, older text as written', () => {
  expect(cuisineLabel('south-indian')).toBe('South Indian');
  expect(cuisineLabel('other', ' Goan fish curries ')).toBe('Goan fish curries');
  expect(cuisineLabel('other', '')).toBe('Other');
  expect(cuisineLabel('Home-style Gujarati')).toBe('Home-style Gujarati');
  expect(cuisineLabel(undefined)).toBe('');
});

test.each([
  ['98765 43210', '+91 98765 43210'], ['+91 98220 10010', '+91 98220 10010'], ['0712-2541011', '0712 2541011'], ['022 2345 6789', '022 23456789'],
  ['07104 234567', '07104 234567'], ['12345', null], ['5876543210', null], ['', null],
])('a kitchen phone typed %p is stored as %p', (typed, stored) => {
  expect(kitchenPhone(typed)).toBe(stored);
  if (stored) expect(stored).toMatch(new RegExp(KITCHEN_PHONE_PATTERN));
});

test('the stored phone shape refuses what parsePhone would not write', () => {
  for (const bad of ['9876543210', '+919876543210', '+91 58765 43210', '0712 234567', '712 2345678', '0712 23456789']) {
    expect(bad).not.toMatch(new RegExp(KITCHEN_PHONE_PATTERN));
  }
});

test.each([
  ['12345678901234', '12345678901234'], ['1234 5678 9012 34', '12345678901234'], ['1234567890123', null], ['123456789012345', null],
  ['1234567890123a', null], [null, null],
])('FSSAI number %p reads as %p', (typed, digits) => {
  expect(fssaiNumber(typed)).toBe(digits);
});

test('the address bound is the listing field’s', () => {
  expect(KITCHEN_ADDRESS.max).toBe(MAX_LENGTH.address);
});

test('what an older listing lacks', () => {
  const complete = { phone: '+91 98220 10010', area: 'Dharampeth', address: '14 Ram Nagar Road, Nagpur', cuisine: 'maharashtrian' };
  expect(missingKitchenDetails(complete)).toEqual([]);
  expect(missingKitchenDetails({ ...complete, cuisine: 'other', cuisineOther: 'Goan' })).toEqual([]);
  expect(missingKitchenDetails({})).toEqual(['phone', 'area', 'address', 'cuisine']);
  expect(missingKitchenDetails({ ...complete, phone: '12345', cuisine: 'Maharashtrian' })).toEqual(['phone', 'cuisine']);
  expect(missingKitchenDetails({ ...complete, cuisine: 'other' })).toEqual(['cuisine']);
  expect(missingKitchenDetails({ ...complete, address: 'Ngp' })).toEqual(['address']);
});
