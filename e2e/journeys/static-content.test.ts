import { APPS } from '@thali/contract/node';
import { PORTAL } from '../harness/browser';
import { sessionForEachTest } from '../harness/sessions';

// The static-content remote's pages, inside the shell and standalone on its own port.
const PAGES: [string, string, RegExp][] = [
  ['/delivery-areas', 'Delivery Areas', /Delivery Areas/],
  ['/about', 'Who We Are', /Who We Are/],
  ['/contact', 'Contact Us', /Contact Us/],
  ['/privacy-policy', 'Privacy Policy', /Privacy Policy/],
  ['/terms', 'Terms of Service', /Terms of Service/],
  ['/faq', 'Frequently Asked Questions', /Frequently Asked Questions/],
];
const STANDALONE = `http://localhost:${APPS.find((app) => app.name === 'static-content')?.port}`;

const session = sessionForEachTest();

describe.each([
  ['inside the shell', PORTAL],
  ['standalone on its own port', STANDALONE],
])('%s', (_where, origin) => {
  test.each(PAGES)('%s renders its heading and document title', async (route, _heading, title) => {
    const { page } = session;
    await page.goto(`${origin}${route}`);
    // Inside the shell the page sits in the layout's <main>; alone, in the standalone frame's.
    await page.locator('main h1').first().waitFor();
    expect(await page.locator('main h1').count()).toBe(1);
    await page.waitForFunction((expected) => new RegExp(expected).test(document.title), title.source);
    expect(session.errors).toEqual([]);
  });
});

test('the PIN check answers served, not served and invalid codes', async () => {
  const { page } = session;
  await page.goto(`${PORTAL}/delivery-areas`);
  const pin = page.getByLabel('PIN code');
  const check = page.getByRole('button', { name: 'Check' });
  await pin.fill('440036');
  await check.click();
  await page.getByText(/440036.*Hingna.*Jaitala/).waitFor();
  await pin.fill('440001');
  await check.click();
  await page.getByText(/don.t deliver to 440001/).waitFor();
  await pin.fill('44abc');
  await check.click();
  expect(await pin.getAttribute('aria-invalid')).toBe('true');
});

test('the contact form validates, then clears and thanks without a dialog', async () => {
  const { page } = session;
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await page.goto(`${PORTAL}/contact`);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('Name is required').waitFor();
  await page.getByLabel('Name').fill('Asha Kale');
  await page.getByLabel('Email').fill('asha@example.in');
  await page.getByLabel('Subject').fill('Tiffin for my office');
  await page.getByLabel('Message', { exact: true }).fill('Do you deliver lunch to Sitabuldi offices?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('Thank you for your message! We will get back to you soon.').waitFor();
  expect(await page.getByLabel('Name').inputValue()).toBe('');
  expect(dialogs).toBe(0);
  await page.getByText('Mon-Sun 9:00 AM - 10:00 PM').waitFor();
});
