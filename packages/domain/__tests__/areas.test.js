// @ts-check
const {
  AREA_NAMES, DELIVERY_AREAS, SERVED_ZIP_CODES, areasForZip, deliverToLabel, isAreaName, isZipOfArea, resolveDeliverTo, zipCodesOf,
} = require('../src/areas');

test('each area has its PIN codes; a PIN code may serve two areas', () => {
  expect(zipCodesOf('Dharampeth')).toEqual(['440010']);
  expect(zipCodesOf('Hingna')).toEqual(['440016', '440036']);
  expect(zipCodesOf('Mumbai')).toEqual([]);
  expect(areasForZip('440036').map((a) => a.area)).toEqual(['Hingna', 'Jaitala']);
  expect(SERVED_ZIP_CODES).toEqual([...new Set(DELIVERY_AREAS.flatMap((a) => a.zipCodes))].sort());
});

test.each([
  ['440010', 'Dharampeth', true], ['440036', 'Jaitala', true], ['440036', 'Hingna', true],
  ['440035', 'Dharampeth', false], ['440010', 'Sitabuldi', false], ['440010', 'dharampeth', false], ['', 'Dharampeth', false],
])('PIN code %s of %s: %s', (zip, area, expected) => {
  expect(isZipOfArea(zip, area)).toBe(expected);
});

test('an area name is written exactly as the list writes it', () => {
  expect(AREA_NAMES.every((a) => isAreaName(a))).toBe(true);
  expect(isAreaName('Trimurti Nagar')).toBe(true);
  expect(isAreaName('trimurti nagar')).toBe(false);
  expect(isAreaName(440010)).toBe(false);
});

test.each([
  ['440010', { kind: 'pin', pin: '440010', areas: ['Dharampeth'] }],
  [' 440 036 ', { kind: 'pin', pin: '440036', areas: ['Hingna', 'Jaitala'] }],
  ['440035', { kind: 'pin', pin: '440035', areas: [] }],
  ['Dharampeth', { kind: 'area', area: 'Dharampeth', areas: ['Dharampeth'] }],
  ['  trimurti   NAGAR ', { kind: 'area', area: 'Trimurti Nagar', areas: ['Trimurti Nagar'] }],
  ['44001', null], ['4400100', null], ['040010', null], ['Pardi', null], ['', null], ['440O10', null],
])('"Deliver to" %j', (text, expected) => {
  expect(resolveDeliverTo(text)).toEqual(expected);
});

test('a chosen place reads as its PIN code or its area', () => {
  expect(deliverToLabel(/** @type {NonNullable<ReturnType<typeof resolveDeliverTo>>} */ (resolveDeliverTo('440 010')))).toBe('440010');
  expect(deliverToLabel(/** @type {NonNullable<ReturnType<typeof resolveDeliverTo>>} */ (resolveDeliverTo('dharampeth')))).toBe('Dharampeth');
});

test('the names-and-codes entry carries no descriptions (the delivery-areas page words them in each language)', () => {
  expect(DELIVERY_AREAS.every((a) => !('description' in a))).toBe(true);
});
