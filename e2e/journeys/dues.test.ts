import { DEMO, readData, signIn } from '../harness/accounts';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { PORTAL } from '../harness/browser';
import { callSharedData } from '../harness/kitchen-steps';
import { sessionForEachTest } from '../harness/sessions';

// Getting paid, the kitchen's side (issue 42): Annapurna sets its UPI ID on its Kitchen profile (a wrong one is
// refused beside the field); on Dues it records a cash payment from the demo subscriber (the due drops by exactly it,
// with a receipt), corrects it with a reason (the due is back; both entries stay), and marks the demo customer's
// unpaid order paid in cash. At 390 px the page is axe clean in both themes and never scrolls sideways. What it
// changed in the demo data is put back at the end (the order's payment reversed), for the journeys after it.

const session = sessionForEachTest({ width: 1280, height: 900 });

/** '₹1,234.50' → 123450 */
const paiseOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
/** 123450 → '₹1,234.50', as the page writes it */
const rupees = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(paise / 100);

test('the kitchen sets its UPI ID, records a cash payment, corrects it, and marks an unpaid order paid', async () => {
  const { page, errors } = session;
  await signIn(page, DEMO.provider.email, DEMO.provider.password);
  await page.goto(`${PORTAL}/provider-dashboard/kitchen`);

  // Payment details: a UPI ID without its handle is refused beside the field; a good one is saved.
  const details = page.getByRole('form', { name: 'Payment details' });
  const upiId = details.getByLabel('UPI ID', { exact: true });
  await upiId.fill('annapurna');
  await details.getByLabel('Payee name', { exact: true }).fill('Annapurna Tiffins');
  await details.getByRole('button', { name: 'Save payment details' }).click();
  await details.getByText('Enter a UPI ID such as yourname@okaxis.').waitFor();
  expect(await upiId.evaluate((el) => el === document.activeElement && el.getAttribute('aria-invalid') === 'true')).toBe(true);
  await upiId.fill('annapurna.tiffins@okaxis');
  await details.getByRole('button', { name: 'Save payment details' }).click();
  await details.getByText('Payment details saved. Your customers can now pay you by UPI.').waitFor();
  expect(await readData(`providers/${DEMO.provider.uid}/upi`)).toEqual({ id: 'annapurna.tiffins@okaxis', payee: 'Annapurna Tiffins' });

  // Dues, by the section bar: the demo subscriber's bill of this month.
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Dues', exact: true }).click();
  await page.waitForURL(`${PORTAL}/provider-dashboard/dues`);
  const bills = page.getByRole('table', { name: /^Bills for / });
  const row = bills.getByRole('row').filter({ has: page.getByRole('rowheader', { name: DEMO.customer.name }) });
  const dueCell = row.locator('td[data-label="Due"] strong');
  const due = async () => paiseOf(await dueCell.textContent());
  const dueBecomes = (paise: number) => row.locator('td[data-label="Due"] strong', { hasText: new RegExp(`^${rupees(paise).replace(/[.]/g, '\\.')}$`) }).waitFor();
  await row.waitFor();
  const before = await due();
  expect(before).toBeGreaterThan(10000);

  // Record ₹100 received in cash: the due drops by exactly that, and the entry has a receipt.
  await row.getByRole('button', { name: `Record payment from ${DEMO.customer.name}` }).click();
  const record = page.getByRole('form', { name: new RegExp(`^Record a payment from ${DEMO.customer.name}`) });
  const amount = record.getByLabel('Amount (₹)');
  expect(await amount.evaluate((el) => el === document.activeElement)).toBe(true);
  await amount.fill('100');
  await record.getByRole('radio', { name: 'Cash' }).check();
  await record.getByRole('button', { name: 'Record payment', exact: true }).click();
  await page.getByRole('status').filter({ hasText: /^₹100\.00 from Riya Deshmukh recorded\. Receipt TH-R-\d{4}-\d{4,}\.$/ }).waitFor();
  await dueBecomes(before - 10000);
  const entries = page.getByRole('list', { name: `Payments from ${DEMO.customer.name}` });
  await entries.getByRole('link', { name: /^Receipt TH-R-/ }).first().waitFor();

  // Correct it: a reason is asked; a correcting entry is added and the due is back where it was.
  await entries.getByRole('button', { name: /^Correct the ₹100\.00 entry/ }).first().click();
  await entries.getByLabel('Why is it wrong?').fill('Recorded against the wrong month');
  await entries.getByRole('button', { name: 'Add correcting entry' }).click();
  await page.getByRole('status').filter({ hasText: 'The ₹100.00 entry is reversed by a correcting entry of -₹100.00.' }).waitFor();
  await dueBecomes(before);
  await entries.getByText('Correction', { exact: true }).first().waitFor();

  // At 390 px: rows as cards, nothing sideways; axe clean in both themes.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAxeCleanInBothThemes(page, '/provider-dashboard/dues at 390 px', () => row.waitFor());
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // nor on a tablet, where the seven columns are still cards, nor just above it, where they are a table
  for (const width of [700, 800]) {
    await page.setViewportSize({ width, height: 900 });
    expect({ width, scrollWidth: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ width, scrollWidth: width });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The demo customer's delivered order not paid yet: marked paid in cash, it leaves the list.
  const unpaidBefore = (await readData<Record<string, { totalPaise: number }> | null>(`unpaidOrders/${DEMO.provider.uid}`)) ?? {};
  const [orderId] = Object.keys(unpaidBefore);
  expect(orderId).toBeDefined();
  const orderNumber = await readData<string>(`orders/${orderId}/orderNumber`);
  const unpaid = page.getByRole('region', { name: /^Unpaid orders/ });
  await unpaid.getByRole('button', { name: `Order ${orderNumber}: paid in cash` }).click();
  await page.getByRole('status').filter({ hasText: new RegExp(`^Order ${orderNumber}: paid in cash\\. Receipt TH-R-`) }).waitFor();
  await unpaid.getByText(orderNumber).waitFor({ state: 'detached' });
  const paid = await readData<{ payment: string; method: string; receipt: string }>(`orders/${orderId}/paid`);
  expect(paid).toMatchObject({ method: 'cash', receipt: expect.stringMatching(/^TH-R-/) });
  expect(await readData(`unpaidOrders/${DEMO.provider.uid}/${orderId}`)).toBeNull();
  expect(await readData(`payments/${DEMO.provider.uid}/${paid.payment}/amountPaise`)).toBe(unpaidBefore[orderId!]!.totalPaise);

  // Put the demo data back: the order's payment reversed (a correcting entry), so it is unpaid again.
  await callSharedData(page, 'correctPayment', [DEMO.provider.uid, paid.payment, 'Journey undo']);
  await unpaid.getByText(orderNumber).waitFor();
  expect(errors).toEqual([]);
});
