import { APPS } from '@thali/contract/node';
import { createAccount, DEMO, signIn } from '../harness/accounts';
import { PORTAL, type Page, type Session } from '../harness/browser';
import { missingSecurityHeaders, scriptSources, watchContentSecurity, type CspWatch } from '../harness/csp';
import { sessionsPerTest } from '../harness/sessions';

// The Content-Security-Policy the servers send (@thali/render's security-headers.ts), enforced by Chromium: every
// public route composed and reloaded, a menu's Add to Basket, signing in, My Orders, the tiffins' UPI QR code, a
// kitchen's dashboard and a remote's standalone page run with no violation at all, and every document arrives with
// its security headers. A source the portal needs left out of the policy fails here (the browser refuses the script,
// connection or picture and reports it).

const sessions = sessionsPerTest();

/** Every public route of the manifest, a kitchen's menu with a demo kitchen. */
const PUBLIC_ROUTES = APPS.flatMap((app) => Object.values(app.pages))
  .filter((page) => page.access === 'public')
  .map((page) => page.path.replace(':providerId', DEMO.provider.uid));

/** A session whose CSP reports and documents are recorded from its first byte. */
async function watched(open: () => Promise<Session>): Promise<{ session: Session; watch: CspWatch }> {
  const session = await open();
  return { session, watch: await watchContentSecurity(session.context) };
}

/** The page has settled: no request in flight (the live reads over REST, the SDK's chunks, pictures). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

/** What a step left: its violations, and each document it loaded without a security header. */
function problemsOf(step: string, watch: CspWatch): string[] {
  const problems = [
    ...watch.reports().map((report) => `${step}: ${report}`),
    ...watch.documents.flatMap((answer) => {
      const missing = missingSecurityHeaders(answer);
      return missing.length ? [`${step}: ${answer.url} lacks ${missing.join(', ')}`] : [];
    }),
  ];
  if (problems.length && watch.documents[0]) problems.push(`${step}: its script-src was ${scriptSources(watch.documents[0])}`);
  watch.clear();
  return problems;
}

test('every public route, composed and reloaded, runs with no policy violation and its security headers', async () => {
  expect(PUBLIC_ROUTES).toEqual(expect.arrayContaining(['/', '/providers', `/provider/${DEMO.provider.uid}/menu`, '/login', '/about']));
  const { session, watch } = await watched(() => sessions.open());
  const { page } = session;
  const problems: string[] = [];
  for (const route of PUBLIC_ROUTES) {
    for (const visit of ['first load', 'reload'] as const) {
      const response = visit === 'first load' ? await page.goto(`${PORTAL}${route}`) : await page.reload();
      // composed by the shell's server: the copy is in the document
      expect([route, visit, (await response?.text())?.includes('data-startup="copy-painted"')]).toEqual([route, visit, true]);
      await settled(page);
      if (route === '/') {
        // the home page's kitchens are read as the reader nears them: their REST reads and pictures too
        await page.mouse.wheel(0, 4000);
        await page.getByRole('link', { name: /^View Menu for / }).first().waitFor();
        await settled(page);
      }
      expect(watch.documents.length).toBeGreaterThan(0);
      problems.push(...problemsOf(`${route} (${visit})`, watch));
    }
  }
  expect(problems).toEqual([]);
});

test("a menu's Add to Basket, signing in, My Orders, the UPI QR code, the dashboard and a remote alone: no violation", async () => {
  const problems: string[] = [];

  // A new customer signs in and adds a dish from a menu (the live page's database SDK, its writes, the basket).
  const shopper = await watched(() => sessions.open());
  const customer = await createAccount('user', 'CSP Customer');
  await signIn(shopper.session.page, customer.email, customer.password);
  problems.push(...problemsOf('signing in', shopper.watch));
  const { page } = shopper.session;
  await page.goto(`${PORTAL}/provider/${DEMO.provider.uid}/menu`);
  await page.locator('main article').first().getByRole('button', { name: 'Add to Basket' }).click();
  await page.getByText('Added to cart!').first().waitFor();
  await settled(page);
  problems.push(...problemsOf('Add to Basket on a menu', shopper.watch));
  await page.goto(`${PORTAL}/cart`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settled(page);
  problems.push(...problemsOf('/cart', shopper.watch));

  // The demo customer: My Orders (live orders) and the tiffins' bill with its UPI QR code (a data: picture drawn by a
  // chunk of its own).
  const demo = await watched(() => sessions.open());
  await signIn(demo.session.page, DEMO.customer.email, DEMO.customer.password);
  await demo.session.page.goto(`${PORTAL}/orders`);
  await demo.session.page.getByRole('heading', { level: 1, name: /My Orders/i }).waitFor();
  await settled(demo.session.page);
  problems.push(...problemsOf('/orders', demo.watch));
  await demo.session.page.goto(`${PORTAL}/tiffins`);
  await demo.session.page.getByRole('img', { name: /^UPI QR code for / }).first().waitFor();
  await settled(demo.session.page);
  problems.push(...problemsOf('/tiffins', demo.watch));

  // A kitchen's dashboard.
  const kitchen = await watched(() => sessions.open());
  await signIn(kitchen.session.page, DEMO.provider.email, DEMO.provider.password);
  await kitchen.session.page.goto(`${PORTAL}/provider-dashboard/orders`);
  await kitchen.session.page.getByRole('heading', { level: 1 }).first().waitFor();
  await settled(kitchen.session.page);
  problems.push(...problemsOf('/provider-dashboard/orders', kitchen.watch));
  await kitchen.session.page.goto(`${PORTAL}/provider-dashboard/menu`);
  await kitchen.session.page.getByRole('heading', { level: 1 }).first().waitFor();
  await settled(kitchen.session.page);
  problems.push(...problemsOf('/provider-dashboard/menu', kitchen.watch));

  // A remote alone, on its own origin: the storefront's standalone app (its own runtime and entry, its own policy).
  const alone = await watched(() => sessions.open());
  const storefront = APPS.find((app) => app.name === 'storefront');
  await alone.session.page.goto(`http://localhost:${storefront?.port}/providers`);
  await alone.session.page.getByRole('link', { name: /^View Menu for / }).first().waitFor();
  await settled(alone.session.page);
  problems.push(...problemsOf('the storefront alone', alone.watch));

  expect(problems).toEqual([]);
});
