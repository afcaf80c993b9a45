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
    DELIVERY_AREAS.forEach((a) => expect(a.description.length).toBeGreaterThan(40));
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
    expect(checkDeliveryZip('440036')).toEqual({
      status: 'served',
      zip: '440036',
      areas: ['Hingna', 'Jaitala'],
      message: 'We deliver to 440036: Hingna, Jaitala.',
    });
  });

  test.each([
    ['440016', 'Hingna'],
    ['440022', 'Trimurti Nagar'],
    ['440010', 'Dharampeth'],
    ['440012', 'Sitabuldi'],
    ['440015', 'Manish Nagar'],
  ])('%s is served by %s', (zip, area) => {
    expect(checkDeliveryZip(zip)).toMatchObject({ status: 'served', areas: [area], message: `We deliver to ${zip}: ${area}.` });
  });

  test('surrounding and inner spaces are ignored', () => {
    expect(checkDeliveryZip('  440 010 ')).toMatchObject({ status: 'served', zip: '440010' });
  });

  test('a valid PIN we do not serve says so and lists the areas', () => {
    const result = checkDeliveryZip('440001');
    expect(result.status).toBe('not-served');
    expect(result.message).toBe(
      "Sorry, we don't deliver to 440001 yet. We currently serve Hingna, Jaitala, Trimurti Nagar, Dharampeth, Sitabuldi and Manish Nagar.",
    );
    expect(checkDeliveryZip('110001').status).toBe('not-served');
  });

  test.each([
    ['', 'Please enter your 6-digit PIN code.'],
    ['   ', 'Please enter your 6-digit PIN code.'],
    ['44OO10', 'A PIN code contains digits only, for example 440010.'],
    ['abcdef', 'A PIN code contains digits only, for example 440010.'],
    ['440-010', 'A PIN code contains digits only, for example 440010.'],
    ['44001', 'A PIN code has exactly 6 digits, for example 440010.'],
    ['4400100', 'A PIN code has exactly 6 digits, for example 440010.'],
    ['040010', 'Indian PIN codes do not start with 0. Please check the number.'],
  ])('%j is invalid: %s', (input, message) => {
    expect(checkDeliveryZip(input)).toEqual({ status: 'invalid', message });
  });
});
