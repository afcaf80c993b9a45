import { DELIVERY_AREAS, SERVED_ZIP_CODES, areasForZip, checkDeliveryZip } from '../delivery-areas';

describe('delivery areas', () => {
  test('are the six Nagpur delivery areas with their PIN codes', () => {
    expect(DELIVERY_AREAS.map((a) => [a.area, a.zipCodes])).toEqual([
      ['Hingna', ['440016', '440036']],
      ['Jaitala', ['440036']],
      ['Trimurti Nagar', ['440022']],
      ['Dharampeth', ['440010']],
      ['Sitabuldi', ['440012']],
      ['Manish Nagar', ['440015']],
    ]);
  });

  test('list each served PIN once', () => {
    expect(SERVED_ZIP_CODES).toEqual(['440010', '440012', '440015', '440016', '440022', '440036']);
  });

  test('areasForZip finds every area serving a PIN', () => {
    expect(areasForZip('440036').map((a) => a.area)).toEqual(['Hingna', 'Jaitala']);
    expect(areasForZip('440001')).toEqual([]);
  });
});

describe('checkDeliveryZip', () => {
  test('a PIN served by two areas names both', () => {
    expect(checkDeliveryZip('440036')).toEqual({ status: 'served', zip: '440036', areas: ['Hingna', 'Jaitala'] });
  });

  test.each([
    ['440016', 'Hingna'],
    ['440022', 'Trimurti Nagar'],
    ['440010', 'Dharampeth'],
    ['440012', 'Sitabuldi'],
    ['440015', 'Manish Nagar'],
  ])('%s is served by %s', (zip, area) => {
    expect(checkDeliveryZip(zip)).toEqual({ status: 'served', zip, areas: [area] });
  });

  test('surrounding and inner spaces are ignored', () => {
    expect(checkDeliveryZip('  440 010 ')).toMatchObject({ status: 'served', zip: '440010' });
  });

  test('a valid PIN we do not serve is told apart from an invalid one', () => {
    expect(checkDeliveryZip('440001')).toEqual({ status: 'not-served', zip: '440001' });
    expect(checkDeliveryZip('110001').status).toBe('not-served');
  });

  test.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['44OO10', 'not-digits'],
    ['abcdef', 'not-digits'],
    ['440-010', 'not-digits'],
    ['44001', 'length'],
    ['4400100', 'length'],
    ['040010', 'leading-zero'],
  ])('%j is invalid: %s', (input, problem) => {
    expect(checkDeliveryZip(input)).toEqual({ status: 'invalid', problem });
  });
});
