import type { BillOfMonth, KitchenDues, PaymentEntry, Subscription } from '@thali/firebase-data';
import { istMonthStart } from '@thali/domain/month';
import { setLocale } from '@thali/ui';
import { csvText, duesCsv, duesCsvFileName } from '../dues-csv';

const NOV = istMonthStart(2026, 11);
// 26 Nov 2026, 00:00 in Nagpur (25 Nov 18:30 UTC): a dayStart, as paidOn is stored
const NOV_26 = Date.UTC(2026, 10, 25, 18, 30);

const sub = (id: string, customerName: string, planName = 'Veg Lunch'): Subscription => ({
  id, planId: 'plan-1', providerId: 'kitchen', customerId: `cust-${id}`, customerName, address: 'Nagpur', planName, meals: 'lunch',
  days: '1111110', diet: 'veg', mealPricePaise: 9615, pricePerMeal: 96.15, startDay: NOV, status: 'active', createdAt: 0, skips: {}, pauses: {},
});

const entry = (overrides: Partial<PaymentEntry>): PaymentEntry => ({
  id: 'p1', providerId: 'kitchen', customerId: 'cust-a', by: 'kitchen', kind: 'received', for: { kind: 'tiffin', subscriptionId: 'a', month: NOV },
  amountPaise: 100000, method: 'cash', paidOn: NOV_26, at: NOV_26, waiting: false, ...overrides,
});

const row = (subscription: Subscription, billedPaise: number, receivedPaise: number, entries: PaymentEntry[] = []): BillOfMonth => ({
  subscription, month: NOV, reference: `TH-B-2611-000${subscription.id === 'a' ? 1 : 2}`,
  bill: { mealsDue: 26, mealsDelivered: 20, mealsSkipped: 0, mealsPaused: 0, mealsSuspended: 0, amountPaise: billedPaise, amount: billedPaise / 100, mismatchedSkips: 0 },
  billedPaise, receivedPaise, waitingPaise: 0, duePaise: billedPaise - receivedPaise, entries,
});

const DUES: KitchenDues = {
  month: NOV,
  rows: [
    // 26 meals at ₹96.15: ₹2,499.90 exactly; a name with a comma and quotes; two entries, newest first
    row(sub('a', 'Deshmukh, Riya "Ri"'), 26 * 9615, 150000, [
      entry({ id: 'p3', kind: 'correction', amountPaise: -50000, corrects: 'p2', note: 'Counted twice' }),
      entry({ id: 'p2', amountPaise: 50000, method: 'upi', ref: '412345678901', receipt: 'TH-R-2611-0002' }),
      entry({ id: 'p1', amountPaise: 150000, receipt: 'TH-R-2611-0001', correctedBy: undefined }),
    ]),
    row(sub('b', '=HYPERLINK("x")', 'Dinner, Jain'), 120000, 0, [
      entry({ id: 'p4', kind: 'reported', by: 'cust-b', customerId: 'cust-b', amountPaise: 120000, method: 'upi', waiting: true }),
    ]),
  ],
  totals: { billedPaise: 26 * 9615 + 120000, receivedPaise: 150000, duePaise: 26 * 9615 + 120000 - 150000 },
  waiting: [],
};

test('a UTF-8 file with a byte-order mark and CRLF lines: a row per subscriber, the totals, then a row per entry, oldest first', () => {
  const text = duesCsv(DUES);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines).toEqual([
    'Subscriber,Plan,Reference,Billed (₹),Received (₹),Due (₹)',
    '"Deshmukh, Riya ""Ri""",Veg Lunch,TH-B-2611-0001,2499.90,1500.00,999.90',
    `"'=HYPERLINK(""x"")","Dinner, Jain",TH-B-2611-0002,1200.00,0.00,1200.00`,
    'Total,,,3699.90,1500.00,2199.90',
    '',
    'Subscriber,Plan,Reference,Entry,Status,Amount (₹),Method,Paid on,Receipt,UPI reference,Note',
    '"Deshmukh, Riya ""Ri""",Veg Lunch,TH-B-2611-0001,Received,Received,1500.00,Cash,26/11/2026,TH-R-2611-0001,,',
    '"Deshmukh, Riya ""Ri""",Veg Lunch,TH-B-2611-0001,Received,Received,500.00,UPI,26/11/2026,TH-R-2611-0002,412345678901,',
    '"Deshmukh, Riya ""Ri""",Veg Lunch,TH-B-2611-0001,Correction,Reverses an earlier entry,-500.00,Cash,26/11/2026,,,Counted twice',
    `"'=HYPERLINK(""x"")","Dinner, Jain",TH-B-2611-0002,Reported by the customer,Waiting for you to confirm,1200.00,UPI,26/11/2026,,,`,
    '',
  ]);
});

test('amounts are plain numbers with two decimals, paise exact; dates are the day in Nagpur whatever the computer’s zone', () => {
  const text = duesCsv({ ...DUES, rows: [row(sub('a', 'Asha'), 1, 0, [entry({ amountPaise: 100, paidOn: Date.UTC(2026, 10, 30, 18, 30) })])],
    totals: { billedPaise: 1, receivedPaise: 0, duePaise: 1 } });
  expect(text).toContain('Asha,Veg Lunch,TH-B-2611-0001,0.01,0.00,0.01');
  // 1 Dec 2026 00:00 IST is still 30 Nov in UTC
  expect(text).toContain(',1.00,Cash,01/12/2026,');
});

test.each([
  ['Asha Patil', 'Asha Patil'],
  ['Line one\nline two', '"Line one\nline two"'],
  ['+919876543210', "'+919876543210"],
  ['@home', "'@home"],
])('a cell is quoted or guarded only when it must be: %j', (text, cell) => {
  expect(csvText(text)).toBe(cell);
});

test('the file is named after its month', () => {
  expect(duesCsvFileName(NOV)).toBe('dues-2026-11.csv');
});

test('downloaded in Marathi, its words are Marathi; names, amounts and dates stay as a sheet reads them', async () => {
  await setLocale('mr');
  try {
    const lines = duesCsv(DUES).slice(1).split('\r\n');
    expect(lines[0]).toBe('सदस्य,प्लॅन,संदर्भ क्रमांक,बिल (₹),मिळाले (₹),बाकी (₹)');
    expect(lines[1]).toBe('"Deshmukh, Riya ""Ri""",Veg Lunch,TH-B-2611-0001,2499.90,1500.00,999.90');
    // the method's word (Cash) is the dashboard's shared one, src/shared/payment-words.ts
    expect(lines.filter((l) => /^"Deshmukh, Riya ""Ri""",Veg Lunch,TH-B-2611-0001,मिळाले,मिळाले,1500\.00,[^,]+,26\/11\/2026,TH-R-2611-0001,,$/.test(l))).toHaveLength(1);
    expect(lines.find((l) => l.startsWith('एकूण,'))).toBeDefined();
    expect(lines).toContain('सदस्य,प्लॅन,संदर्भ क्रमांक,नोंद,स्थिती,रक्कम (₹),पद्धत,भरल्याची तारीख,पावती,UPI संदर्भ,टीप');
  } finally {
    await setLocale('en');
  }
});
