import { createAccount, readData, signIn, writeData } from '../harness/accounts';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { PORTAL } from '../harness/browser';
import { sessionsPerTest } from '../harness/sessions';
import { expectStats } from '../harness/stats';

// The kitchen's orders board (issue 37): a lunch rush of 12 pending orders, every one listed and actionable; an order
// taken through its steps (accepted with a ready-by time, on the way, delivered), one cancelled with a reason; the
// customer's Call and WhatsApp links; a new order noticed in the tab title; no sideways scroll at 390 px, axe clean.

const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/** An id shaped like the database's push ids (time first), so it sorts where a real new order would. */
function pushId(now: number): string {
  let time = '';
  for (let i = 0, t = now; i < 8; i++, t = Math.floor(t / 64)) time = PUSH_CHARS.charAt(t % 64) + time;
  let rest = '';
  for (let i = 0; i < 12; i++) rest += PUSH_CHARS.charAt(Math.floor(Math.random() * 64));
  return time + rest;
}

/** Epoch ms of the first midnight (IST, UTC+05:30 all year) of the month in Asia/Kolkata at `at`: how stats name a month. */
const IST_OFFSET_MS = 5.5 * 3600e3;
const monthStart = (at: number) => {
  const d = new Date(at + IST_OFFSET_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - IST_OFFSET_MS;
};

const CUSTOMER_PHONE = '+919876543210';
const PRICE = 120;
const FEE = 40;

interface Seeded { id: string; orderNumber: string; timestamp: number }

/**
 * Orders of one customer at one kitchen, written as an admin exactly as a checkout writes them (contract37.md: one
 * whole order per number, its line, the ₹40 fee, the board key, the customer's name and mobile), with the kitchen's
 * stats moved as their 'created' events would: the kitchen's steps then go through the real rules.
 */
async function seedOrders(providerId: string, customer: { uid: string; name: string }, count: number, from: number, start = Date.now()) {
  const orders: Seeded[] = [];
  const writes: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    const timestamp = start - (count - i) * 60_000; // a minute apart, the last the newest
    const id = pushId(timestamp);
    const orderNumber = `TH-9912-${String(from + i).padStart(4, '0')}`;
    writes[`orders/${id}`] = {
      userId: customer.uid, providerId, orderNumber, lines: { 0: { itemId: `${providerId}-thali`, itemName: 'Rush Thali', price: PRICE, quantity: 1 } },
      lineCount: 1, itemsTotal: PRICE, fee: FEE, total: PRICE + FEE, status: 'pending', step: 'new', timestamp,
      boardKey: `${providerId}|pending|${String(timestamp).padStart(13, '0')}`, address: '12 Laxmi Nagar, Nagpur 440022', note: `Gate ${i + 1}`,
      customerName: customer.name, customerPhone: CUSTOMER_PHONE,
    };
    orders.push({ id, orderNumber, timestamp });
  }
  const stats = (await readData<Record<string, unknown> | null>(`stats/${providerId}`)) ?? {};
  const n = (k: string) => Number(stats[k] ?? 0);
  const amount = count * (PRICE + FEE);
  const applied = { ...((stats.applied as Record<string, string> | undefined) ?? {}), ...Object.fromEntries(orders.map((o) => [o.id, 'created'])) };
  writes[`stats/${providerId}`] = {
    totalOrders: n('totalOrders') + count, totalRevenue: n('totalRevenue') + amount, monthlyOrders: n('monthlyOrders') + count,
    monthlyRevenue: n('monthlyRevenue') + amount, monthStart: monthStart(start), pendingOrders: n('pendingOrders') + count,
    completedOrders: n('completedOrders'), cancelledOrders: n('cancelledOrders'), applied,
  };
  await writeData('', writes, 'PATCH');
  return orders.reverse(); // newest first, as the board lists them
}

const sessions = sessionsPerTest();

test('a lunch rush: 12 pending orders, all listed and actionable; one taken to Delivered, one cancelled with a reason', async () => {
  const kitchen = await createAccount('meal_provider', 'Rush Kitchen');
  const customer = await createAccount('user', 'Rush Customer');
  await writeData(`users/${customer.uid}/phone`, CUSTOMER_PHONE);
  const orders = await seedOrders(kitchen.uid, customer, 12, 1);

  const s = await sessions.open();
  const p = s.page;
  await signIn(p, kitchen.email, kitchen.password);
  await p.goto(`${PORTAL}/provider-dashboard/orders`);
  const board = p.getByRole('region', { name: 'Orders', exact: true });
  const pending = board.getByRole('list', { name: 'Pending orders' }).getByRole('article');
  const card = (o: Seeded) => board.getByRole('article', { name: `Order ${o.orderNumber}` });
  await board.getByRole('heading', { name: 'Pending (12)' }).waitFor();
  expect(await pending.count()).toBe(12);
  // soonest delivery first (issue 40: all "as soon as possible", so the oldest first), and every one can be accepted
  // or cancelled: none lost in a rush
  const titles = await pending.getByRole('heading', { level: 4 }).allTextContents();
  expect(titles).toEqual([...orders].reverse().map((o) => `Order ${o.orderNumber}`));
  for (const o of orders) {
    expect(await card(o).getByRole('button', { name: `Accept order ${o.orderNumber}` }).isEnabled()).toBe(true);
    expect(await card(o).getByRole('button', { name: `Cancel order ${o.orderNumber}` }).isEnabled()).toBe(true);
  }
  // the stats cards and the filters count what the board lists; the tab title counts the new ones
  await expectStats(p, { 'Total Orders': '12', 'Pending Orders': '12', 'Completed Orders': '0' });
  await board.getByRole('radio', { name: 'New (12)' }).waitFor();
  await p.waitForFunction(() => document.title === '(12) New orders · Thali');

  // The customer's Call and WhatsApp links carry the customer's number; WhatsApp names the order.
  const first = orders[0]!;
  expect(await card(first).getByRole('link', { name: /^Call Rush Customer/ }).getAttribute('href')).toBe(`tel:${CUSTOMER_PHONE}`);
  expect(await card(first).getByRole('link', { name: /^WhatsApp Rush Customer/ }).getAttribute('href')).toBe(
    `https://wa.me/919876543210?text=${encodeURIComponent(`Hello, about your Thali order ${first.orderNumber}`)}`,
  );

  // A phone with a dozen pending orders: no sideways scroll; axe clean in both themes.
  await p.setViewportSize({ width: 390, height: 844 });
  await expectAxeCleanInBothThemes(p, '/provider-dashboard/orders with 12 pending orders at 390 px', () => board.getByRole('heading', { name: 'Pending (12)' }).waitFor());
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Accept with a ready-by time (keyboard: the field has the focus, Enter submits).
  await card(first).getByRole('button', { name: `Accept order ${first.orderNumber}` }).click();
  const readyBy = card(first).getByLabel('Ready by');
  expect(await readyBy.evaluate((el) => el === document.activeElement)).toBe(true);
  const offered = await readyBy.inputValue();
  expect(offered).toMatch(/^\d{2}:\d{2}$/);
  await card(first).getByRole('button', { name: 'Accept order', exact: true }).click();
  await card(first).getByRole('button', { name: `Out for delivery: order ${first.orderNumber}` }).waitFor();
  await card(first).locator('header').getByText('Accepted', { exact: true }).waitFor();
  const [hh, mm] = offered.split(':').map(Number) as [number, number];
  const shown = `${((hh + 11) % 12) + 1}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'am' : 'pm'}`;
  await card(first).getByText(`Ready by ${shown}`).waitFor();
  const accepted = await readData<Record<string, unknown>>(`orders/${first.id}`);
  expect(accepted).toMatchObject({ status: 'pending', step: 'accepted' });
  expect(Number(accepted.readyBy)).toBeGreaterThan(Number(accepted.acceptedAt));
  await p.waitForFunction(() => document.title === '(11) New orders · Thali');

  // On the way, then delivered: the order leaves the pending list, the figures move by one.
  await card(first).getByRole('button', { name: `Out for delivery: order ${first.orderNumber}` }).click();
  await card(first).locator('header').getByText('On the way', { exact: true }).waitFor();
  expect(await readData(`orders/${first.id}/step`)).toBe('on_the_way');
  await card(first).getByRole('button', { name: `Mark delivered: order ${first.orderNumber}` }).click();
  // issue 42: "Paid?" first, its first choice focused; Not yet lists the order as unpaid, counted on the board
  const paid = card(first).getByRole('group', { name: 'Paid?' });
  expect(await paid.getByRole('radio', { name: 'Cash' }).evaluate((el) => el === document.activeElement)).toBe(true);
  await paid.getByRole('radio', { name: 'Not yet' }).check();
  await card(first).getByRole('button', { name: 'Mark delivered', exact: true }).click();
  await board.getByRole('heading', { name: 'Pending (11)' }).waitFor();
  await board.getByRole('link', { name: '1 delivered order is not paid yet' }).waitFor();
  expect(await readData(`unpaidOrders/${kitchen.uid}/${first.id}`)).toMatchObject({ totalPaise: (PRICE + FEE) * 100 });
  await expectStats(p, { 'Total Orders': '12', 'Pending Orders': '11', 'Completed Orders': '1' });
  expect(await readData(`orders/${first.id}/status`)).toBe('completed');

  // Cancel another with a reason: a confirmation first, a reason required.
  const second = orders[1]!;
  await card(second).getByRole('button', { name: `Cancel order ${second.orderNumber}` }).click();
  const question = card(second).getByRole('form', { name: new RegExp(`^Cancel order ${second.orderNumber}\\?`) });
  await question.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await question.getByText('Choose why you are cancelling, or type a reason.').waitFor();
  expect(await readData(`orders/${second.id}/status`)).toBe('pending');
  await question.getByRole('radio', { name: 'Sold out' }).check();
  await question.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await board.getByRole('heading', { name: 'Pending (10)' }).waitFor();
  expect(await readData(`orders/${second.id}`)).toMatchObject({ status: 'cancelled', cancelledBy: 'provider', cancelReason: 'Sold out' });
  await expectStats(p, { 'Pending Orders': '10', 'Completed Orders': '1' });
  const stats = await readData<Record<string, number>>(`stats/${kitchen.uid}`);
  expect(stats).toMatchObject({ totalOrders: 12, pendingOrders: 10, completedOrders: 1, cancelledOrders: 1, totalRevenue: 11 * (PRICE + FEE) });
  await board.getByRole('radio', { name: 'Delivered (1)' }).waitFor();
  await board.getByRole('radio', { name: 'Cancelled (1)' }).click();
  await card(second).getByText(/by you: Sold out/).waitFor();
  expect(await board.getByRole('article').count()).toBe(1);
  await board.getByRole('radio', { name: /^All/ }).click();

  // A new order while the dashboard is open: the title counts it, the toast names it.
  const [late] = await seedOrders(kitchen.uid, customer, 1, 13, Date.now() + 60_000);
  await p.getByText(`New order ${late!.orderNumber}: Rush Thali × 1`).waitFor();
  await p.waitForFunction(() => document.title === '(11) New orders · Thali');
  expect(await pending.count()).toBe(11);
  expect(s.errors).toEqual([]);
});
