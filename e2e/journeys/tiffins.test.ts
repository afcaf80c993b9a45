import { createAccount, readData, setDatabaseClock, signIn } from '../harness/accounts';
import { fillAddress, placeLine } from '../harness/address';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { PORTAL } from '../harness/browser';
import { sessionsPerTest } from '../harness/sessions';

// Tiffin plans (issue 15) end to end: a kitchen creates a plan; a customer subscribes from the menu page, skips
// tomorrow's lunch and the kitchen sheet drops live; pause and resume; a skip after the cut-off is refused by the
// server's clock with a plain sentence; cancel frees the seat; subscribed again, the kitchen cancels it with a reason
// (seat squatting, issue 36) and the customer reads "Cancelled by the kitchen" and why.

const IST = 5.5 * 3600e3;
const DAY = 864e5;
const todayStart = () => Math.floor((Date.now() + IST) / DAY) * DAY - IST;


const sessions = sessionsPerTest();
afterEach(async () => {
  await setDatabaseClock(0);
});

test('plan → subscribe → skip (sheet drops live) → pause and resume → skip after the cut-off refused → cancel', async () => {
  const kitchen = await createAccount('meal_provider', `Tiffin Kitchen ${Date.now().toString(36)}`);
  const customer = await createAccount('user', 'Tiffin Customer');
  const planName = 'Journey Tiffin';

  // The kitchen creates a plan served every day (so tomorrow is always a plan day).
  const provider = await sessions.open();
  const kp = provider.page;
  await signIn(kp, kitchen.email, kitchen.password);
  await kp.goto(`${PORTAL}/provider-dashboard/tiffin-plans`);
  await kp.getByRole('heading', { name: 'Tiffin plans' }).waitFor();
  await kp.getByLabel('Plan name', { exact: true }).fill(planName);
  await kp.getByLabel('Meals', { exact: true }).selectOption('both');
  await kp.getByLabel('Diet', { exact: true }).selectOption('veg');
  await kp.getByRole('checkbox', { name: 'Sunday', exact: true }).check();
  await kp.getByLabel('Monthly price (₹)', { exact: true }).fill('3000');
  await kp.getByLabel('Seats (most subscribers)', { exact: true }).fill('5');
  await kp.getByRole('button', { name: 'Add plan' }).click();
  await kp.getByText('0 of 5 taken').waitFor();

  // The kitchen watches tomorrow's sheet.
  await kp.getByRole('button', { name: 'Tomorrow' }).click();
  const perPlan = kp.getByRole('list', { name: 'Meals per plan' });

  // The customer subscribes from the kitchen's menu page, starting tomorrow (the default).
  const shopper = await sessions.open();
  const cp = shopper.page;
  await signIn(cp, customer.email, customer.password);
  await cp.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
  await cp.getByRole('link', { name: `Subscribe to ${planName}` }).click();
  await cp.waitForURL(/\/subscribe\?plan=/);
  await cp.getByText('You pay the kitchen directly each month, in cash or by UPI on delivery.', { exact: false }).waitFor();
  await expectAxeCleanInBothThemes(cp, '/subscribe with a plan', () => cp.getByRole('button', { name: 'Confirm subscription' }).waitFor());
  const shivajiNagar = { house: '21', street: 'Shivaji Nagar', area: 'Dharampeth', pin: '440010' };
  await fillAddress(cp.locator('main'), shivajiNagar);
  await cp.getByRole('button', { name: 'Confirm subscription' }).click();
  await cp.waitForURL(`${PORTAL}/tiffins`);
  await cp.getByRole('heading', { name: planName }).waitFor();
  // issue 40: the place goes to the profile with its one line
  expect(await readData(`users/${customer.uid}/place`)).toEqual(shivajiNagar);
  expect(await readData(`users/${customer.uid}/address`)).toBe(placeLine(shivajiNagar));

  await perPlan.getByText('Lunch 1 · Dinner 1').waitFor();
  await kp.getByText('1 of 5 taken').waitFor();

  // Skip tomorrow's lunch: the kitchen's sheet drops live.
  await cp.getByRole('button', { name: /^Skip lunch on / }).first().click();
  await cp.getByRole('button', { name: /^Undo skip lunch on / }).first().waitFor();
  await perPlan.getByText('Lunch 0 · Dinner 1').waitFor();

  // Pause the day after tomorrow for two days, then resume at once.
  const iso = (day: number) => new Date(day + IST).toISOString().slice(0, 10);
  const dayAfter = todayStart() + 2 * DAY;
  await cp.getByLabel('Pause from', { exact: true }).fill(iso(dayAfter));
  await cp.getByLabel('Pause until', { exact: true }).fill(iso(dayAfter + DAY));
  await cp.getByRole('button', { name: 'Pause meals' }).click();
  await cp.getByRole('button', { name: 'Resume now' }).waitFor();
  await cp.getByRole('button', { name: 'Resume now' }).click();
  await cp.getByText('Your meals resume.').waitFor();
  await cp.getByRole('button', { name: 'Resume now' }).waitFor({ state: 'detached' });

  // The server's clock passes tomorrow's dinner cut-off (15:00 IST) while the page still offers the skip.
  const tomorrowDinnerCutoff = todayStart() + DAY + 15 * 3600e3;
  await setDatabaseClock(tomorrowDinnerCutoff + 60e3 - Date.now());
  await cp.getByRole('button', { name: /^Skip dinner on / }).first().click();
  await cp.getByRole('alert').filter({ hasText: 'The cut-off for this meal has passed.' }).waitFor();
  await perPlan.getByText('Lunch 0 · Dinner 1').waitFor();
  await setDatabaseClock(0);

  // Cancel from the next day: the seat is free again.
  await cp.getByRole('button', { name: 'Cancel subscription' }).click();
  await cp.getByRole('button', { name: 'Yes, cancel' }).click();
  await kp.getByText('0 of 5 taken').waitFor();

  // Subscribed again, the kitchen cancels it from its subscribers list with a reason; the customer reads it.
  await cp.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
  await cp.getByRole('link', { name: `Subscribe to ${planName}` }).click();
  await cp.getByRole('button', { name: 'Confirm subscription' }).click();
  await cp.waitForURL(`${PORTAL}/tiffins`);
  await kp.getByText('1 of 5 taken').waitFor();
  await kp.getByRole('button', { name: /^Cancel .*'s subscription$/ }).click();
  const reason = 'Two seats under made-up names; please subscribe once.';
  await kp.getByLabel('Reason (shown to the customer)', { exact: true }).fill(reason);
  await kp.getByRole('button', { name: 'Yes, cancel the subscription' }).click();
  await kp.getByText('0 of 5 taken').waitFor();
  await cp.getByText(reason, { exact: false }).waitFor();
  await cp.getByText('Cancelled by the kitchen', { exact: true }).first().waitFor();

  // The pages with data on them, in both themes: My Tiffins with a (cancelled) subscription; the dashboard with a
  // plan, its subscriber and tomorrow's kitchen sheet.
  await expectAxeCleanInBothThemes(cp, '/tiffins with a subscription', () => cp.getByRole('heading', { name: planName }).first().waitFor());
  await expectAxeCleanInBothThemes(kp, '/provider-dashboard/tiffin-plans with a plan', () => kp.getByText('0 of 5 taken').waitFor());
  expect(provider.errors).toEqual([]);
  expect(shopper.errors).toEqual([]);
});
