// @ts-check
const domain = require('..');

test('an order is pending, completed or cancelled; a stats event names the last two or its creation', () => {
  expect(domain.ORDER_STATUSES).toEqual(['pending', 'completed', 'cancelled']);
  expect(domain.STATS_EVENTS).toEqual(['created', 'completed', 'cancelled']);
});

test('categories: stored values in display order, each with its label', () => {
  expect(domain.CATEGORIES.map((c) => c.value)).toEqual(domain.CATEGORY_VALUES);
  expect(domain.CATEGORIES.map((c) => c.label)).toEqual(['Main Course', 'Appetizers', 'Desserts', 'Beverages']);
});

test('issue 37: one order per kitchen per write (one stats slot), up to 12 lines inside it', () => {
  expect(domain.BATCH_SLOTS).toBe(1);
  expect(domain.MAX_LINES_PER_ORDER).toBe(12);
  expect(domain.MAX_LINES_PER_PROVIDER).toBe(domain.MAX_LINES_PER_ORDER);
});

test('an order steps new → accepted → on the way while pending; its stage adds delivered (completed) and cancelled', () => {
  expect(domain.ORDER_STEPS).toEqual(['new', 'accepted', 'on_the_way']);
  expect(domain.ORDER_STAGES).toEqual([...domain.ORDER_STEPS, 'delivered', 'cancelled']);
  expect(domain.ORDER_STAGES.map((s) => domain.ORDER_STAGE_LABELS[s])).toEqual(['New', 'Accepted', 'On the way', 'Delivered', 'Cancelled']);
  expect(domain.orderStageOf({ status: 'pending', step: 'accepted' })).toBe('accepted');
  expect(domain.orderStageOf({ status: 'pending', step: 'on_the_way' })).toBe('on_the_way');
  expect(domain.orderStageOf({ status: 'pending' })).toBe('new');
  expect(domain.orderStageOf({ status: 'completed', step: 'on_the_way' })).toBe('delivered');
  expect(domain.orderStageOf({ status: 'cancelled', step: 'accepted' })).toBe('cancelled');
  expect(domain.KITCHEN_CANCEL_REASONS).toEqual(['Sold out', 'Closing early', 'Cannot deliver there']);
  expect(domain.KITCHEN_CANCEL_REASONS.every((r) => r.length <= domain.ORDER_LIMITS.reasonMax)).toBe(true);
  expect(Object.isFrozen(domain.ORDER_STAGE_LABELS)).toBe(true);
});

test('a whole order: its fields, its lines, the ₹40 fee, the bounds and the board key', () => {
  expect(domain.DELIVERY_FEE).toBe(40);
  expect(domain.ORDER_LIMITS).toMatchObject({ reasonMax: 200, readyByMaxMs: 12 * 3600e3, customerNameMax: 100, cancelWindowMs: 10 * 60e3 });
  expect(domain.ORDER_FIELDS).toEqual(expect.arrayContaining(['lines', 'lineCount', 'itemsTotal', 'fee', 'total', 'step', 'boardKey']));
  expect(domain.ORDER_FIELDS).not.toContain('itemId');
  expect(domain.ORDER_NEW_REQUIRED.every((f) => domain.ORDER_EXTRA_FIELDS.includes(f))).toBe(true);
  /** @type {Set<string>} */
  const extra = new Set(domain.ORDER_EXTRA_FIELDS);
  expect(domain.ORDER_FIELDS.filter((f) => extra.has(f))).toEqual([]);
  expect(domain.ORDER_LINE_REQUIRED.every((f) => domain.ORDER_LINE_FIELDS.includes(f))).toBe(true);
  expect(domain.LEGACY_ORDER_FIELDS).toContain('itemId');
  expect(domain.PLATE_FIELDS).toEqual(['sold', 'order', 'line']);
  expect(domain.boardKeyOf('p1', 'pending', 1795000000000)).toBe('p1|pending|1795000000000');
});

test('the constants cannot be changed by a caller', () => {
  expect(Object.isFrozen(domain.ORDER_STATUSES)).toBe(true);
  expect(Object.isFrozen(domain.CATEGORIES[0])).toBe(true);
  expect(Object.isFrozen(domain.MAX_LENGTH)).toBe(true);
});

test.each([
  ['/images/kheer.svg', true], ['https://cdn.example.com/a.png', true],
  ['http://cdn.example.com/a.png', false], ['//evil.example/a.png', false], ['/\\evil.example/a.png', false],
  ['/images/a b.png', false], ['javascript:alert(1)', false], [`https://x.example/${'a'.repeat(2048)}`, false],
])('image address %s: %s', (url, ok) => {
  expect(domain.isImageUrl(url)).toBe(ok);
});

test('tiffin plans: meals, diets, statuses, cut-offs and bounds', () => {
  expect(domain.MEALS).toEqual(['lunch', 'dinner']);
  expect(domain.PLAN_MEALS).toEqual(['lunch', 'dinner', 'both']);
  expect(domain.DIETS.map((d) => domain.DIET_LABELS[d])).toEqual(['Veg', 'Egg', 'Non-veg']);
  expect(domain.PLAN_MEALS.map((m) => domain.PLAN_MEAL_LABELS[m])).toEqual(['Lunch', 'Dinner', 'Lunch and Dinner']);
  expect(domain.PLAN_STATUSES).toEqual(['active', 'retired']);
  expect(domain.SUBSCRIPTION_STATUSES).toEqual(['active', 'cancelled']);
  expect(domain.SEAT_EVENTS).toEqual(['taken', 'released']);
  expect(domain.DEFAULT_CUTOFFS).toEqual({ lunch: 9 * 60, dinner: 15 * 60 });
  expect(domain.DEFAULT_PLAN_DAYS).toMatch(/^[01]{7}$/);
  expect(domain.PLAN_LIMITS.cutoffMax).toBe(24 * 60 - 1);
  expect(domain.WEEKS_PER_MONTH * 12).toBeCloseTo(52);
  expect(domain.DAY_MS).toBe(24 * 3600e3);
  expect(domain.SUBSCRIPTION_REQUIRED.every((f) => domain.SUBSCRIPTION_FIELDS.includes(f))).toBe(true);
  expect(Object.isFrozen(domain.PLAN_LIMITS)).toBe(true);
});

test('order numbers: TH-YYMM-NNNN, the month in Asia/Kolkata, the sequence zero-padded to four digits and growing past 9,999', () => {
  // 2026-11-30T19:00Z is already 1 December in Kolkata (00:30 IST).
  expect(domain.monthLabel(Date.UTC(2026, 10, 30, 19, 0))).toBe('2612');
  expect(domain.monthLabel(Date.UTC(2026, 10, 30, 18, 29, 59))).toBe('2611');
  expect(domain.orderNumberOf('2611', 1)).toBe('TH-2611-0001');
  expect(domain.orderNumberOf('2611', 9999)).toBe('TH-2611-9999');
  expect(domain.orderNumberOf('2611', 10000)).toBe('TH-2611-10000');
  expect(domain.orderNumberOf('2611', 123456)).toBe('TH-2611-123456');
  for (const good of ['TH-2611-0001', 'TH-2611-4821', 'TH-2611-10000', 'TH-2611-123456']) expect([good, domain.isOrderNumber(good)]).toEqual([good, true]);
  for (const bad of ['TH-2611-482', 'TH-2611-01234', 'th-2611-4821', 'TH-2611-4821 ', 'XX-2611-4821', 'TH-26110-0001', 42, undefined]) {
    expect([bad, domain.isOrderNumber(bad)]).toEqual([bad, false]);
  }
  expect(domain.ORDER_EXTRA_FIELDS).toContain('orderNumber');
});

test('month labels: one per month of the rules\' table, each the label of its own start', () => {
  const labels = domain.monthLabels();
  const table = domain.monthTable();
  expect(labels).toHaveLength(table.length - 1);
  expect(labels[0]).toBe('2401');
  expect(labels.at(-1)).toBe('4012');
  labels.forEach((label, i) => expect(domain.monthLabel(Number(table[i + 1]) - 1)).toBe(label));
});

test("a kitchen's week and limits, and the day's length, are the same values from their own modules as from the package", () => {
  // The package's exports map names the files that the pages import.
  expect(require.resolve('@thali/domain/kitchens')).toBe(require.resolve('../src/kitchens'));
  expect(require.resolve('@thali/domain/month')).toBe(require.resolve('../src/month'));
  const kitchens = require('../src/kitchens');
  const month = require('../src/month');
  /** @type {Record<string, unknown>} */
  const all = domain;
  for (const [name, value] of Object.entries({ ...kitchens, ...month })) expect(all[name]).toBe(value);
  expect(kitchens.WEEKDAY_KEYS).toEqual(['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6']);
  expect(month.DAY_MS).toBe(24 * 60 * 60 * 1000);
});
