import { DEMO, readData } from '../harness/accounts';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { PORTAL, type Page } from '../harness/browser';
import { sessionsPerTest } from '../harness/sessions';

// Getting paid (issue 42), the customer's side: the demo customer's tiffin bill with Annapurna (whose UPI ID the demo
// data seeds) offers "Pay ₹X by UPI" as a QR code on a desktop and as a upi://pay link on a phone, for what is due;
// the customer reports a payment ("I have paid"), which waits for the kitchen; the kitchen confirms it; the due drops
// live and the receipt opens, and prints on one A4 page without the portal's bars.

const sessions = sessionsPerTest();
const UPI_ID = 'annapurna.tiffins@okaxis';
const rupees = (text: string) => Number(text.replace(/[₹,\s]/g, ''));
const money = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(n);

/** The demo customer's tiffin card with Annapurna, and its "This month's bill". */
const thisMonth = (page: Page) => page.getByRole('region', { name: "This month's bill" }).first();
const figure = async (page: Page, name: string) => rupees(await thisMonth(page).locator(`dt:text-is("${name}") + dd`).innerText());

test('UPI QR on a desktop and link on a phone → I have paid → the kitchen confirms → the due drops → the receipt prints', async () => {
  const shopper = await sessions.signedIn(DEMO.customer);
  const cp = shopper.page;
  await cp.goto(`${PORTAL}/tiffins`);
  await thisMonth(cp).locator('dt:text-is("Due")').waitFor();
  const due = await figure(cp, 'Due');
  expect(due).toBeGreaterThan(100);
  // the demo data: ₹1,000 of this month paid in cash, last month's bill paid in full by UPI with its receipt
  expect(await figure(cp, 'Paid')).toBeGreaterThanOrEqual(1000);
  const lastMonth = cp.getByRole('region', { name: "Last month's bill" }).first();
  await lastMonth.getByText('Paid in full. Thank you!').waitFor();
  await lastMonth.getByRole('link', { name: /^Receipt TH-R-\d{4}-\d{4}$/ }).waitFor();

  // A desktop: the QR code of the link, named with the amount and the UPI ID, which are also written beside it.
  const qr = thisMonth(cp).getByRole('img', { name: `UPI QR code for ${money(due)} to ${UPI_ID}` });
  await qr.waitFor();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  await thisMonth(cp).getByText(UPI_ID).waitFor();
  await expectAxeCleanInBothThemes(cp, '/tiffins with a bill to pay by UPI', () => qr.waitFor());

  // A phone (the same page turned narrow: the bill follows the screen live): the upi://pay link itself, with the
  // amount in two decimals and a note naming the bill.
  await cp.setViewportSize({ width: 390, height: 844 });
  const link = thisMonth(cp).getByRole('link', { name: `Pay ${money(due)} by UPI` });
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.protocol).toBe('upi:');
  expect(Object.fromEntries(href.searchParams)).toMatchObject({ pa: UPI_ID, am: due.toFixed(2), cu: 'INR' });
  expect(href.searchParams.get('tn')).toMatch(/^Everyday Veg Tiffin [A-Z][a-z]{2} \d{4} TH-B-\d{4}-/);
  expect(await qr.count()).toBe(0);
  expect(await cp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await cp.setViewportSize({ width: 1280, height: 900 });
  await qr.waitFor();

  // "I have paid" ₹100 by UPI: it waits for the kitchen; the due stays until then.
  await thisMonth(cp).getByRole('button', { name: /^I have paid/ }).click();
  const form = thisMonth(cp).getByRole('form', { name: /^I have paid for / });
  await form.getByLabel('Amount paid (₹)').fill('100');
  await form.getByLabel('UPI reference (optional)').fill('612345678901');
  await form.getByRole('button', { name: 'Tell the kitchen' }).click();
  await thisMonth(cp).getByText('Thank you. Waiting for the kitchen to confirm your payment.').waitFor();
  const waitingLine = thisMonth(cp).getByRole('listitem').filter({ hasText: 'Ref 612345678901' });
  await waitingLine.getByText('Waiting for the kitchen to confirm').waitFor();
  expect(await figure(cp, 'Due')).toBe(due);

  const open = (await readData<Record<string, true>>(`openReports/${DEMO.provider.uid}`)) ?? {};
  const entries = await Promise.all(Object.keys(open).map(async (id) => ({ id, entry: await readData<Record<string, unknown>>(`payments/${DEMO.provider.uid}/${id}`) })));
  const mine = entries.find((e) => e.entry.customerId === DEMO.customer.uid && e.entry.ref === '612345678901');
  expect(mine?.entry).toMatchObject({ kind: 'reported', amountPaise: 10000, method: 'upi', by: DEMO.customer.uid });

  // The kitchen confirms it on its Dues page, where reports wait first: the due drops by ₹100 live on the customer's
  // page, and the line links its receipt.
  const kp = (await sessions.signedIn(DEMO.provider)).page;
  await kp.goto(`${PORTAL}/provider-dashboard/dues`);
  const report = kp.locator('[aria-label$=": ₹100.00"]').filter({ hasText: 'UPI reference 612345678901' });
  await report.getByRole('button', { name: /^Confirm / }).click();
  const confirmed = kp.getByRole('status').filter({ hasText: /confirmed\. Receipt TH-R-\d{4}-\d{4,}\.$/ });
  await confirmed.waitFor();
  const receipt = /Receipt (TH-R-\d{4}-\d{4,})\.$/.exec(await confirmed.innerText())![1]!;
  await thisMonth(cp).locator('dt:text-is("Due") + dd').getByText(money(due - 100)).waitFor();
  const receiptLink = waitingLine.getByRole('link', { name: `Receipt ${receipt}` });
  await receiptLink.click();
  await cp.waitForURL(`${PORTAL}/receipts/${DEMO.provider.uid}/${mine!.id}`);
  const sheet = cp.getByRole('article', { name: `Receipt ${receipt}` });
  await sheet.waitFor();
  for (const text of [DEMO.provider.name, money(100), 'UPI', /^Everyday Veg Tiffin, /]) await sheet.getByText(text).first().waitFor();
  await expectAxeCleanInBothThemes(cp, '/receipts/…', () => sheet.waitFor());

  // Print: the button calls the browser's print; on paper no top bar, menu or footer, and one A4 page.
  await cp.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => { (window as unknown as { printed: number }).printed += 1; };
  });
  await cp.getByRole('button', { name: 'Print' }).click();
  expect(await cp.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await cp.emulateMedia({ media: 'print' });
  expect(await cp.getByRole('banner').first().isVisible()).toBe(false);
  expect(await cp.getByRole('contentinfo').isVisible()).toBe(false);
  expect(await cp.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
  expect(await sheet.isVisible()).toBe(true);
  const pdf = (await cp.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  await cp.emulateMedia({ media: 'screen' });

  // A phone reads the receipt without sideways scrolling.
  await cp.setViewportSize({ width: 390, height: 844 });
  await sheet.waitFor();
  expect(await cp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
