import { createAccount, readData, signIn } from '../harness/accounts';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { PORTAL } from '../harness/browser';
import { addDish } from '../harness/menu';
import { sessionsPerTest } from '../harness/sessions';

// Kitchens as they really run (issue 16). The kitchen marks a dish Non-veg and limits it to 2 plates a day; a
// customer with Veg only does not see it, then buys both plates; the next customer finds it sold out (live). The
// kitchen closes today in its weekly hours: the open menu page says Closed, and (issue 40) its dishes still go in the
// basket and may be bought for a later slot, which the buttons say. A
// holiday today shows on the kitchen's card. Axe in both themes on the dashboard's hours and on the closed menu.

const IST_OFFSET_MS = 19_800_000;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Today in Asia/Kolkata: its weekday (Monday first, as the hours editor lists them) and its date input value. */
function todayInKolkata() {
  const local = new Date(Date.now() + IST_OFFSET_MS);
  return { weekday: WEEKDAYS[(local.getUTCDay() + 6) % 7]!, iso: local.toISOString().slice(0, 10) };
}


const { open: session } = sessionsPerTest();

test('veg only, 2 plates a day sold out live, closed today by its hours, on holiday on its card', async () => {
  const tag = Date.now().toString(36);
  const kitchen = await createAccount('meal_provider', `Kitchen Hours ${tag}`, { pureVeg: true });
  const first = await createAccount('user', 'Plate Buyer');
  const third = await createAccount('user', 'Late Buyer');
  const now = Date.now();
  const item = (name: string, createdAt: number) => ({ providerId: kitchen.uid, name, description: `${name}, cooked this morning.`,
    price: 140, diet: 'veg' as const, createdAt });
  const chickenId = `kj-chicken-${tag}`;
  await addDish(`kj-paneer-${tag}`, item('Journey Paneer', now));
  await addDish(chickenId, item('Journey Chicken', now + 1)); // marked Veg by mistake: the kitchen fixes it

  // The kitchen marks the chicken Non-veg and cooks 2 plates of it a day.
  const k = (await session()).page;
  await signIn(k, kitchen.email, kitchen.password);
  await k.goto(`${PORTAL}/provider-dashboard/menu`);
  const mine = k.getByRole('list', { name: 'Your menu items' });
  await mine.getByRole('button', { name: 'Edit Journey Chicken' }).click();
  const form = k.getByRole('form', { name: 'Edit Journey Chicken' });
  await form.getByRole('radio', { name: 'Non-veg' }).check();
  await form.getByRole('spinbutton', { name: 'Plates per day' }).fill('2');
  await form.getByRole('button', { name: 'Save' }).click();
  await k.getByText('Journey Chicken saved.').waitFor();
  expect(await readData(`menu-items/${chickenId}`)).toMatchObject({ diet: 'non-veg', platesPerDay: 2 });
  expect(await readData(`providers/${kitchen.uid}/pureVeg`)).toBe(false);

  // A customer with Veg only (from the URL) sees the paneer, not the chicken; turning it off by keyboard shows it.
  const c = (await session()).page;
  await signIn(c, first.email, first.password);
  await c.goto(`${PORTAL}/provider/${kitchen.uid}/menu?veg=1`);
  const vegOnly = c.getByRole('button', { name: 'Veg only' });
  await c.getByRole('article', { name: 'Journey Paneer' }).waitFor();
  expect(await vegOnly.getAttribute('aria-pressed')).toBe('true');
  expect(await c.getByRole('article', { name: 'Journey Chicken' }).count()).toBe(0);
  expect(await c.getByText('Pure veg').count()).toBe(0);
  await vegOnly.focus();
  await c.keyboard.press('Space');
  const chicken = c.getByRole('article', { name: 'Journey Chicken' });
  await chicken.waitFor();
  expect(new URL(c.url()).searchParams.get('veg')).toBeNull();
  await chicken.getByText('Non-veg').waitFor();

  // It buys both plates (Buy Now, quantity 2).
  await chicken.getByRole('button', { name: 'Increase quantity of Journey Chicken' }).click();
  await chicken.getByRole('button', { name: 'Buy Now' }).click();
  await chicken.getByRole('button', { name: 'Place order' }).click();
  await c.getByText('Order placed successfully!').waitFor();
  // issue 40: the plates are counted for the day of the order's slot (plateCounts/{kitchen}/{day}/{item})
  const counts = (await readData(`plateCounts/${kitchen.uid}`)) as Record<string, Record<string, { sold: number }>>;
  expect(Object.values(counts).map((day) => day[chickenId]?.sold)).toContain(2);

  // The next customer finds it sold out; the kitchen's list says so too, live.
  const t = (await session()).page;
  await signIn(t, third.email, third.password);
  await t.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
  const soldOut = t.getByRole('article', { name: 'Journey Chicken' });
  const note = soldOut.getByText('Sold out today');
  await note.waitFor();
  // Sold out today, the dish may still be ordered for a later day's slot (issue 40): both buttons are read with the
  // note that says why. (They were asserted disabled here, which held only while the session was still being looked
  // up: a page that knows its reader at once, issue 43, showed the buttons as the product means them.)
  const noteId = await note.getAttribute('id');
  expect(noteId).toBeTruthy();
  expect(await soldOut.getByRole('button', { name: 'Buy Now' }).getAttribute('aria-describedby')).toBe(noteId);
  expect(await soldOut.getByRole('button', { name: 'Add to Basket' }).getAttribute('aria-describedby')).toBe(noteId);
  await mine.getByRole('listitem').filter({ hasText: 'Journey Chicken' }).getByText('Sold out today').waitFor();

  // The kitchen closes today in its weekly hours (its dashboard's Hours section): the customer's open menu says Closed;
  // issue 40: the basket still takes its dishes and Buy Now offers its next slots (tomorrow's), as the buttons say.
  const { weekday, iso } = todayInKolkata();
  await k.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Hours' }).click();
  await k.waitForURL(`${PORTAL}/provider-dashboard/hours`);
  await k.getByRole('combobox', { name: weekday, exact: true }).selectOption({ label: 'Closed' });
  await k.getByRole('button', { name: 'Save hours' }).click();
  await k.getByText('Hours saved.').waitFor();
  const state = t.getByTestId('open-state');
  await t.waitForFunction(() => document.querySelector('[data-testid="open-state"]')?.textContent?.startsWith('Closed'));
  expect(await state.textContent()).toMatch(/^Closed/);
  const paneer = t.getByRole('article', { name: 'Journey Paneer' });
  const add = paneer.getByRole('button', { name: 'Add to Basket' });
  expect(await add.isDisabled()).toBe(false);
  expect(await paneer.getByRole('button', { name: 'Buy Now' }).isDisabled()).toBe(false);
  expect(await add.evaluate((b) => (b as HTMLButtonElement).ariaDescribedByElements?.map((e) => e.textContent).join(' ')
    ?? document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent)).toBe('Closed now — order for a later slot.');
  await expectAxeCleanInBothThemes(t, 'a closed kitchen\'s menu with a sold-out dish', () => soldOut.getByText('Sold out today').waitFor());

  // A holiday today (with a note) shows on the kitchen's card.
  await k.getByLabel('Holiday date').fill(iso);
  await k.getByLabel('Note (optional)').fill('Diwali');
  await k.getByRole('button', { name: 'Add holiday' }).click();
  await k.getByText(/^Holiday added/).waitFor();
  await expectAxeCleanInBothThemes(k, '/provider-dashboard/hours with hours and a holiday', () => k.getByRole('list', { name: 'Upcoming holidays' }).waitFor());
  await t.goto(`${PORTAL}/providers?q=${encodeURIComponent(kitchen.name)}`);
  const card = t.getByRole('article', { name: kitchen.name });
  await card.getByText(/^On holiday until \d{1,2} [A-Z][a-z]{2}$/).waitFor();
});
