'use strict';
// The structured place of issue 40: its fields and bounds (read by the rules generator too) and its one line.
const { PLACE_FIELDS, PLACE_REQUIRED, PLACE_LIMITS, PIN_PATTERN, placeLine } = require('../src/address');

test('the fields, the required ones and the PIN code’s shape', () => {
  expect(PLACE_FIELDS).toEqual(['house', 'street', 'area', 'pin', 'landmark']);
  expect(PLACE_REQUIRED).toEqual(PLACE_FIELDS.filter((f) => f !== 'landmark'));
  expect(PLACE_LIMITS).toEqual({ houseMax: 60, streetMin: 3, streetMax: 100, landmarkMax: 80 });
  const pin = new RegExp(PIN_PATTERN);
  expect(['440010', '440022', '100001'].every((p) => pin.test(p))).toBe(true);
  expect(['040010', '44001', '4400100', '44001a', ' 440010'].some((p) => pin.test(p))).toBe(false);
});

test('one readable line, the landmark left out', () => {
  expect(placeLine({ house: '12', street: 'Laxmi Nagar', area: 'Trimurti Nagar', pin: '440022', landmark: 'Near the park' }))
    .toBe('12, Laxmi Nagar, Trimurti Nagar, Nagpur 440022');
});
