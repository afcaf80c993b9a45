// @ts-check
'use strict';
const { rupeesToPaise, paiseToAmount, upiPayLink, billReference, receiptNumberOf, isUpiId, duePaise, RECEIPT_NUMBER_PATTERN, PAYMENT_LIMITS } = require('../src/payments');

describe('money in paise', () => {
  it('reads typed rupees exactly, with at most two decimals', () => {
    expect(rupeesToPaise('96.15')).toBe(9615);
    expect(rupeesToPaise('₹ 2,499.9')).toBe(249990);
    expect(rupeesToPaise('1,00,000')).toBe(PAYMENT_LIMITS.maxPaise);
    expect(rupeesToPaise(0.29)).toBe(29);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '12.']) expect(rupeesToPaise(bad)).toBeNaN();
  });

  it('adds a month of 26 meals at ₹96.15 without drift, where floating-point rupees would not', () => {
    const meal = rupeesToPaise('96.15');
    let paise = 0;
    let rupees = 0;
    for (let i = 0; i < 26; i++) { paise += meal; rupees += 96.15; }
    expect(paise).toBe(249990);
    expect(paiseToAmount(paise)).toBe('2499.90');
    expect(rupees).not.toBe(2499.9);
    expect(duePaise(paise, rupeesToPaise('1,000'))).toBe(149990);
    expect(duePaise(paise, paise + 100)).toBe(-100);
  });

  it('writes amounts with two decimals, negatives too', () => {
    expect(paiseToAmount(5)).toBe('0.05');
    expect(paiseToAmount(100)).toBe('1.00');
    expect(paiseToAmount(-249990)).toBe('-2499.90');
  });
});

describe('UPI', () => {
  it('accepts name@handle within 3–256 characters', () => {
    expect(isUpiId('annapurna.tiffins@okaxis')).toBe(true);
    expect(isUpiId('9876543210@ybl')).toBe(true);
    expect(isUpiId('a@b')).toBe(true);
    for (const bad of ['', 'annapurna', '@okaxis', 'anna@', 'anna purna@ybl', 'anna@ok.axis', 'a@@b', `${'a'.repeat(250)}@okaxis`, 42]) {
      expect(isUpiId(bad)).toBe(false);
    }
  });

  it('builds the upi://pay link with an amount of two decimals and every value encoded', () => {
    const link = upiPayLink({ upiId: 'annapurna@okaxis', payee: 'Annapurna Tiffins & Meals', amountPaise: 249990, note: 'Veg Lunch Nov 2026 TH-B-2611-0042' });
    expect(link).toBe('upi://pay?pa=annapurna%40okaxis&pn=Annapurna%20Tiffins%20%26%20Meals&am=2499.90&cu=INR&tn=Veg%20Lunch%20Nov%202026%20TH-B-2611-0042');
    const params = new URL(link.replace('upi://', 'https://x/')).searchParams;
    expect(params.get('am')).toBe('2499.90');
    expect(params.get('pn')).toBe('Annapurna Tiffins & Meals');
  });
});

describe('numbers', () => {
  it('names a bill by its month and the subscription’s number, or the end of its id when it has none', () => {
    expect(billReference('2611', 42, '-Nabc')).toBe('TH-B-2611-0042');
    expect(billReference('2612', 12345, '-Nabc')).toBe('TH-B-2612-12345');
    expect(billReference('2611', undefined, '-NqX7_k2QaZ')).toBe('TH-B-2611-7K2QAZ');
  });

  it('numbers receipts like orders', () => {
    expect(receiptNumberOf('2611', 7)).toBe('TH-R-2611-0007');
    expect(new RegExp(RECEIPT_NUMBER_PATTERN).test(receiptNumberOf('2611', 10000))).toBe(true);
    expect(new RegExp(RECEIPT_NUMBER_PATTERN).test('TH-R-2611-00001')).toBe(false);
  });
});
