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

/**
 * Runs one step and collects its problems; a step that cannot finish (a refused script leaves the page dead) fails
 * naming the violations the browser reported meanwhile, the likely cause.
 */
async function step(name: string, watch: CspWatch, problems: string[], run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    const reports = problemsOf(name, watch);
    throw new Error(`${name}: ${(error as Error).message.split('\n')[0]}${reports.length ? `\nThe policy's reports:\n${reports.join('\n')}` : ''}`);
  }
  problems.push(...problemsOf(name, watch));
}

test('every public route, composed and reloaded, runs with no policy violation and its security headers', async () => {
  expect(PUBLIC_ROUTES).toEqual(expect.arrayContaining(['/', '/providers', `/provider/${DEMO.provider.uid}/menu`, '/login', '/about']));
  const { session, watch } = await watched(() => sessions.open());
  const { page } = session;
  const problems: string[] = [];
  for (const route of PUBLIC_ROUTES) {
    for (const visit of ['first load', 'reload'] as const) {
      await step(`${route} (${visit})`, watch, problems, async () => {
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
      });
    }
  }
  expect(problems).toEqual([]);
});

test("a menu's Add to Basket, signing in, My Orders, the UPI QR code, the dashboard and a remote alone: no violation", async () => {
  const problems: string[] = [];

  // A new customer signs in and adds a dish from a menu (the live page's database SDK, its writes, the basket).
  const shopper = await watched(() => sessions.open());
  const { page } = shopper.session;
  const customer = await createAccount('user', 'CSP Customer');
  await step('signing in', shopper.watch, problems, () => signIn(page, customer.email, customer.password));
  await step('Add to Basket on a menu', shopper.watch, problems, async () => {
    await page.goto(`${PORTAL}/provider/${DEMO.provider.uid}/menu`);
    await page.locator('main article').first().getByRole('button', { name: 'Add to Basket' }).click();
    await page.getByText('Added to cart!').first().waitFor();
    await settled(page);
  });
  await step('/cart', shopper.watch, problems, async () => {
    await page.goto(`${PORTAL}/cart`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settled(page);
  });

  // The demo customer: My Orders (live orders) and the tiffins' bill with its UPI QR code (a data: picture drawn by a
  // chunk of its own).
  const demo = await watched(() => sessions.open());
  const demoPage = demo.session.page;
  await step('signing in as the demo customer', demo.watch, problems, () => signIn(demoPage, DEMO.customer.email, DEMO.customer.password));
  await step('/orders', demo.watch, problems, async () => {
    await demoPage.goto(`${PORTAL}/orders`);
    await demoPage.getByRole('heading', { level: 1, name: /My Orders/i }).waitFor();
    await settled(demoPage);
  });
  await step('/tiffins', demo.watch, problems, async () => {
    await demoPage.goto(`${PORTAL}/tiffins`);
    await demoPage.getByRole('img', { name: /^UPI QR code for / }).first().waitFor();
    await settled(demoPage);
  });

  // A kitchen's dashboard.
  const kitchen = await watched(() => sessions.open());
  const kitchenPage = kitchen.session.page;
  await step('signing in as a kitchen', kitchen.watch, problems, () => signIn(kitchenPage, DEMO.provider.email, DEMO.provider.password));
  for (const section of ['orders', 'menu']) {
    await step(`/provider-dashboard/${section}`, kitchen.watch, problems, async () => {
      await kitchenPage.goto(`${PORTAL}/provider-dashboard/${section}`);
      await kitchenPage.getByRole('heading', { level: 1 }).first().waitFor();
      await settled(kitchenPage);
    });
  }

  // A remote alone, on its own origin: the storefront's standalone app (its own runtime and entry, its own policy).
  const alone = await watched(() => sessions.open());
  const storefront = APPS.find((app) => app.name === 'storefront');
  await step('the storefront alone', alone.watch, problems, async () => {
    await alone.session.page.goto(`http://localhost:${storefront?.port}/providers`);
    await alone.session.page.getByRole('link', { name: /^View Menu for / }).first().waitFor();
    await settled(alone.session.page);
  });

  expect(problems).toEqual([]);
});
