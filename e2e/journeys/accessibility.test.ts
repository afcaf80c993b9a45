import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createAccount, DEMO, signIn, writeData } from '../harness/accounts';
import { formatViolations, runAxe, useTheme, waitForRouteContent, type AxeViolation } from '../harness/axe';
import { openSession, PORTAL, type Session } from '../harness/browser';

// axe-core (WCAG 2.0/2.1/2.2 A and AA) on every route of the shell's route table, signed out and
// signed in as each role, in the light and the dark theme: zero violations of any impact.

const PUBLIC = ['/', '/providers', `/provider/${DEMO.provider.uid}/menu`, '/login', '/signup', '/delivery-areas', '/about', '/contact', '/privacy-policy', '/terms', '/faq', '/reset-password'];
const CUSTOMER_ONLY = ['/profile', '/cart', '/orders', '/subscribe', '/tiffins'];
// the dashboard's sections (its bare address only sends the kitchen on to Orders)
const PROVIDER_ONLY = ['/provider-dashboard/orders', '/provider-dashboard/menu', '/provider-dashboard/tiffin-plans', '/provider-dashboard/hours',
  '/provider-dashboard/reviews', '/provider-dashboard/kitchen', '/provider-dashboard/dues', '/profile'];
// Signed in, /login and /signup are still reachable and part of the table.
const AS_CUSTOMER = [...PUBLIC, ...CUSTOMER_ONLY];
const AS_PROVIDER = [...PUBLIC, ...PROVIDER_ONLY];

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
type Role = 'signed-out' | 'customer' | 'provider';

const summaryDir = path.resolve(__dirname, '../../.cache/axe');
const results: { role: Role; theme: Theme; route: string; violations: AxeViolation[] }[] = [];

afterAll(() => {
  mkdirSync(summaryDir, { recursive: true });
  writeFileSync(path.join(summaryDir, 'results.json'), JSON.stringify(results, null, 2));
});

/** Epoch ms of the first midnight (IST, UTC+05:30 all year) of the month at `at`: how stats name their month. */
function monthStartIST(at: number): number {
  const ist = new Date(at + 5.5 * 3600e3);
  return Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - 5.5 * 3600e3;
}

/** A customer with a basket line and orders in every section, so /cart and /orders show their lists. */
async function customerWithData() {
  const kitchen = await createAccount('meal_provider', 'Axe Kitchen');
  const customer = await createAccount('user', 'Axe Customer');
  const now = Date.now();
  const itemId = `${kitchen.uid}-thali`;
  const item = { name: 'Axe Veg Thali', description: 'Dal, rice, two sabzi and four chapati.', price: 120, category: 'main-course', diet: 'veg', imageUrl: '/images/thali.svg', providerId: kitchen.uid, status: 'active', createdAt: now, updatedAt: now };
  await writeData(`menu-items/${itemId}`, item);
  await writeData(`users/${customer.uid}/cart/${itemId}`, { id: itemId, providerId: kitchen.uid, name: item.name, description: item.description, price: item.price, imageUrl: item.imageUrl, quantity: 2, addedAt: now });
  // whole orders (issue 37), one at each end of its life: accepted with a ready-by time, delivered, cancelled with a reason
  const order = (status: string, i: number, extra: Record<string, unknown> = {}) => {
    const timestamp = now - i * 60_000;
    return { userId: customer.uid, providerId: kitchen.uid, orderNumber: `TH-0000-000${i}`, lines: { 0: { itemId, itemName: item.name, price: item.price, quantity: 1, diet: 'veg' } },
      lineCount: 1, itemsTotal: 120, fee: 40, total: 160, status, step: 'accepted', timestamp, acceptedAt: timestamp + 60_000, readyBy: timestamp + 40 * 60_000,
      boardKey: `${kitchen.uid}|${status}|${String(timestamp).padStart(13, '0')}`, address: '12 Laxmi Nagar, Nagpur 440022', customerName: 'Axe Customer',
      customerPhone: '+919822012345', ...(status === 'pending' ? {} : { updatedAt: now }), ...extra };
  };
  await writeData(`orders/-axe${now.toString(36)}a`, order('pending', 3));
  await writeData(`orders/-axe${now.toString(36)}b`, order('completed', 2, { step: 'on_the_way', onTheWayAt: now - 90_000 }));
  await writeData(`orders/-axe${now.toString(36)}c`, order('cancelled', 1, { cancelledBy: 'provider', cancelReason: 'Sold out' }));
  await writeData(`stats/${kitchen.uid}`, { totalOrders: 3, totalRevenue: 320, monthlyOrders: 3, monthlyRevenue: 320, monthStart: monthStartIST(now), pendingOrders: 1, completedOrders: 1, cancelledOrders: 1 });
  return { customer, kitchen };
}

async function scan(session: Session, role: Role, theme: Theme, route: string) {
  const { page } = session;
  await page.goto(`${PORTAL}${route}`);
  await page.waitForURL((url) => url.pathname === route.split('?')[0]);
  await waitForRouteContent(page, { theme });
  const violations = await runAxe(page);
  results.push({ role, theme, route, violations });
  if (violations.length > 0) throw new Error(formatViolations(violations, `${route} (${role}, ${theme})`));
}

/** Who scans: the describe's name, the role in the summary, the routes, and the account signed in (none: signed out). */
const AUDIENCES: [string, Role, string[], 'customer' | 'kitchen' | null][] = [
  ['signed out', 'signed-out', PUBLIC, null],
  ['signed in as a customer', 'customer', AS_CUSTOMER, 'customer'],
  ['signed in as a meal provider', 'provider', AS_PROVIDER, 'kitchen'],
];

describe.each(THEMES)('%s theme', (theme) => {
  describe.each(AUDIENCES)('%s', (_name, role, routes, account) => {
    let session: Session;
    beforeAll(async () => {
      // the accounts (and their data) are made before the session opens, as each block did
      const who = account ? (await customerWithData())[account] : null;
      session = await openSession({ colorScheme: theme });
      await useTheme(session.context, theme);
      if (who) await signIn(session.page, who.email, who.password);
    });
    afterAll(async () => {
      await session?.close();
    });
    test.each(routes)('%s has no axe violations', async (route) => {
      await scan(session, role, theme, route);
    });
  });
});
