// @ts-check
const { dayStart, istMonthStart, monthKey, monthStart, monthStartOfKey, monthTable, MONTH_TABLE_FIRST, MONTH_TABLE_LAST } = require('..');

const kolkata = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit',
  hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
/** @param {number} t */
const parts = (t) => Object.fromEntries(kolkata.formatToParts(new Date(t)).filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));

test('the month turns at midnight IST (18:30 UTC the day before)', () => {
  const start = Date.UTC(2026, 9, 31, 18, 30); // 1 November 2026, 00:00 IST
  expect(istMonthStart(2026, 11)).toBe(start);
  expect(monthStart(start)).toBe(start);
  expect(monthStart(start - 1)).toBe(istMonthStart(2026, 10));
  expect(monthStart(new Date(start + 29 * 864e5))).toBe(start);
  expect(monthKey(start - 1)).toBe('2026-10');
  expect(monthKey(start)).toBe('2026-11');
  expect(istMonthStart(2026, 13)).toBe(istMonthStart(2027, 1)); // month 13 carries over
});

test('a day starts at midnight IST: the first of a month is its month\'s start, before 1970 too', () => {
  const start = istMonthStart(2026, 11);
  expect(dayStart(start)).toBe(start);
  expect(dayStart(start + 864e5 - 1)).toBe(start);
  expect(dayStart(start - 1)).toBe(start - 864e5);
  expect(parts(dayStart(Date.UTC(2026, 10, 5, 12)))).toMatchObject({ day: 5, hour: 0, minute: 0, second: 0 });
  expect(dayStart(istMonthStart(1969, 7) + 3600e3)).toBe(istMonthStart(1969, 7));
});

test('a month key names its start; a malformed key names nothing', () => {
  expect(monthStartOfKey('2025-02')).toBe(Date.UTC(2025, 0, 31, 18, 30));
  expect(monthStartOfKey('2025-13')).toBeNull();
  expect(monthStartOfKey('9999-1')).toBeNull();
});

test('every start in the rules\' month table is 00:00 on the 1st in Asia/Kolkata, and monthStart agrees', () => {
  const starts = monthTable();
  const months = (MONTH_TABLE_LAST.year - MONTH_TABLE_FIRST.year) * 12 + (MONTH_TABLE_LAST.month - MONTH_TABLE_FIRST.month) + 1;
  expect(starts).toHaveLength(months + 1);
  starts.forEach((t, i) => {
    const month = MONTH_TABLE_FIRST.month - 1 + i;
    expect(parts(t)).toEqual({ year: MONTH_TABLE_FIRST.year + Math.floor(month / 12), month: (month % 12) + 1, day: 1, hour: 0, minute: 0, second: 0 });
    expect(monthStart(t)).toBe(t);
    expect(monthStart(t + 12 * 3600e3)).toBe(t);
    if (i > 0) expect(monthStart(t - 1)).toBe(starts[i - 1]);
  });
});
