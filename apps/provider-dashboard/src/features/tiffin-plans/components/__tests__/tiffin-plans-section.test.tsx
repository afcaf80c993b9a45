import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as data from '@thali/firebase-data';
import { type Plan, type Subscription } from '@thali/firebase-data';
import { addDays, dayOfIsoDate, dayStart, isoDateOfDay } from '@thali/firebase-data/logic';
import { fakeData } from '@thali/firebase-data/fake';
import { PROVIDER_UID, renderWith, resetData } from '../../../../test-utils';
import { TiffinPlansSection } from '../tiffin-plans-section';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const mocked = jest.mocked(data);

const VEG: Plan = {
  id: 'plan-veg', providerId: PROVIDER_UID, name: 'Everyday Veg Tiffin', description: 'Dal, sabzi, roti, rice.', meals: 'both', days: '1111110',
  diet: 'veg', price: 3200, mealPricePaise: 6154, capacity: 40, seatsTaken: 12, lunchCutoff: 540, dinnerCutoff: 900, status: 'active', createdAt: 1, updatedAt: 1,
};
const EGG: Plan = { ...VEG, id: 'plan-egg', name: 'Egg Curry Lunch', meals: 'lunch', days: '1111111', diet: 'egg', price: 2600, mealPricePaise: 8571, capacity: 25, seatsTaken: 1 };

function sub(id: string, customerName: string, plan: Plan, startDay: number, extra: Partial<Subscription> = {}): Subscription {
  return {
    id, planId: plan.id, providerId: PROVIDER_UID, customerId: `cust-${id}`, customerName, address: `${customerName}'s house, Dharampeth, Nagpur`,
    phone: '98220 00000', planName: plan.name, meals: plan.meals, days: '1111111', diet: plan.diet, mealPricePaise: 6154, pricePerMeal: 61.54, startDay,
    status: 'active', createdAt: 1, skips: {}, pauses: {}, ...extra,
  };
}

beforeEach(resetData);

const errorOf = (el: HTMLElement) => {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent).join('');
};

function renderSection(now?: number) {
  renderWith(<TiffinPlansSection providerId={PROVIDER_UID} now={now} />);
}

const planItem = (name: string) => screen.getByRole('heading', { level: 4, name }).closest('li') as HTMLElement;

test('the section: an h2 with h3 parts in order, each plan with its meals, days, diet word, price, seats and status', async () => {
  fakeData.seed({ plans: [VEG, { ...EGG, status: 'retired' }], subscriptions: [] });
  renderSection();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Tiffin plans');
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Add a plan', 'Your plans', 'Kitchen sheet', 'Subscribers']);
  const veg = await screen.findByRole('heading', { level: 4, name: 'Everyday Veg Tiffin' });
  const item = within(veg.closest('li') as HTMLElement);
  for (const text of ['Lunch and Dinner', 'Mon–Sat', 'Veg', '₹3,200.00/month', '12 of 40 taken', 'Active']) expect(item.getByText(text)).toBeInTheDocument();
  const egg = within(planItem('Egg Curry Lunch'));
  for (const text of ['Lunch', 'Every day', 'Egg', 'Retired']) expect(egg.getByText(text)).toBeInTheDocument();
  // a retired plan can be neither edited nor retired again
  expect(egg.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByText('No one has subscribed to your plans yet.')).toBeInTheDocument();
});

test('adding a plan: messages beside the fields on submit, the per-meal price as the price is typed, then the new plan in the list', async () => {
  const user = userEvent.setup();
  fakeData.seed({ plans: [], subscriptions: [] });
  renderSection();
  await screen.findByText('You have no tiffin plans yet. Add one with the form.');
  expect(screen.getByRole('form', { name: 'Add a plan' })).toBeInTheDocument();
  const name = screen.getByRole('textbox', { name: 'Plan name' });
  const price = screen.getByRole('spinbutton', { name: 'Monthly price (₹)' });
  const seats = screen.getByRole('spinbutton', { name: 'Seats (most subscribers)' });
  const days = screen.getByRole('group', { name: 'Days of the week' });
  // Monday to Saturday, lunch and dinner, veg, 09:00 and 15:00 unless changed
  expect(within(days).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([true, true, true, true, true, true, false]);
  expect(screen.getByRole('combobox', { name: 'Meals' })).toHaveValue('both');
  expect(screen.getByRole('combobox', { name: 'Diet' })).toHaveValue('veg');
  expect(screen.getByLabelText('Lunch skip cut-off')).toHaveValue('09:00');
  expect(screen.getByLabelText('Dinner skip cut-off')).toHaveValue('15:00');

  await user.click(screen.getByRole('button', { name: 'Add plan' }));
  expect(errorOf(name)).toBe('Plan name is required');
  expect(errorOf(price)).toBe('Please enter a valid monthly price');
  expect(errorOf(seats)).toBe('Please enter the number of seats');
  expect(name).toHaveFocus();

  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) await user.click(within(days).getByRole('checkbox', { name: day }));
  await user.type(name, 'Everyday Veg Tiffin');
  await user.click(screen.getByRole('button', { name: 'Add plan' }));
  expect(days).toHaveAccessibleDescription('Please choose at least one day');
  expect(within(days).getByRole('checkbox', { name: 'Monday' })).toHaveFocus();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) await user.click(within(days).getByRole('checkbox', { name: day }));

  await user.type(price, '25000');
  await user.type(seats, '600');
  await user.click(screen.getByRole('button', { name: 'Add plan' }));
  expect(errorOf(price)).toBe('Monthly price must be at most ₹20,000');
  expect(errorOf(seats)).toBe('Seats must be a whole number from 1 to 500');
  expect(price).toHaveFocus();

  // ₹3,200 a month for 2 meals × 6 days × 52/12 weeks
  await user.clear(price);
  await user.type(price, '3200');
  expect(price).toHaveAccessibleDescription('₹61.54 per meal');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Meals' }), 'Lunch');
  expect(price).toHaveAccessibleDescription('₹123.08 per meal');
  expect(screen.queryByLabelText('Dinner skip cut-off')).not.toBeInTheDocument();
  await user.clear(seats);
  await user.type(seats, '40');
  expect(mocked.createPlan).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Add plan' }));

  expect(await screen.findByRole('heading', { level: 4, name: 'Everyday Veg Tiffin' })).toBeInTheDocument();
  expect(mocked.createPlan).toHaveBeenCalledWith(PROVIDER_UID, expect.objectContaining({ name: 'Everyday Veg Tiffin', meals: 'lunch', days: '1111110', price: '3200', capacity: '40' }));
  expect(within(planItem('Everyday Veg Tiffin')).getByText('0 of 40 taken')).toBeInTheDocument();
  expect(screen.getAllByRole('status').some((s) => s.textContent === 'Plan added.')).toBe(true);
  expect(name).toHaveValue('');
});

test('editing a plan: the form holds its values, seats may not go below those taken, the list shows the change', async () => {
  const user = userEvent.setup();
  fakeData.seed({ plans: [VEG], subscriptions: [] });
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit Everyday Veg Tiffin' }));
  expect(screen.getByRole('heading', { level: 3, name: 'Edit Everyday Veg Tiffin' })).toBeInTheDocument();
  const form = within(screen.getByRole('form', { name: 'Edit Everyday Veg Tiffin' }));
  const name = form.getByRole('textbox', { name: 'Plan name' });
  const seats = form.getByRole('spinbutton', { name: 'Seats (most subscribers)' });
  expect(name).toHaveValue('Everyday Veg Tiffin');
  expect(form.getByRole('spinbutton', { name: 'Monthly price (₹)' })).toHaveValue(3200);
  expect(seats).toHaveValue(40);

  await user.clear(seats);
  await user.type(seats, '10');
  await user.click(form.getByRole('button', { name: 'Save changes' }));
  expect(errorOf(seats)).toBe('Seats cannot be fewer than the seats already taken');

  await user.clear(seats);
  await user.type(seats, '50');
  await user.clear(name);
  await user.type(name, 'Everyday Veg Thali');
  await user.click(form.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('heading', { level: 4, name: 'Everyday Veg Thali' })).toBeInTheDocument();
  expect(within(planItem('Everyday Veg Thali')).getByText('12 of 50 taken')).toBeInTheDocument();
  expect(mocked.updatePlan).toHaveBeenCalledWith(PROVIDER_UID, 'plan-veg', expect.objectContaining({ name: 'Everyday Veg Thali', capacity: '50' }));
  expect(screen.getByRole('heading', { level: 3, name: 'Add a plan' })).toBeInTheDocument();
  expect(screen.getAllByRole('status').some((s) => s.textContent === 'Plan saved.')).toBe(true);

  // Cancel editing leaves the plan as it was
  await user.click(screen.getByRole('button', { name: 'Edit Everyday Veg Thali' }));
  await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
  expect(screen.getByRole('heading', { level: 3, name: 'Add a plan' })).toBeInTheDocument();
  expect(mocked.updatePlan).toHaveBeenCalledTimes(1);
});

test('retiring a plan asks first; kept, nothing changes; confirmed, the plan is retired', async () => {
  const user = userEvent.setup();
  fakeData.seed({ plans: [VEG], subscriptions: [] });
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Retire Everyday Veg Tiffin' }));
  const confirm = screen.getByRole('group', { name: 'Retire Everyday Veg Tiffin?' });
  expect(within(confirm).getByRole('button', { name: 'Yes, retire it' })).toHaveFocus();
  await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
  expect(mocked.retirePlan).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Retire Everyday Veg Tiffin' }));
  await user.click(screen.getByRole('button', { name: 'Yes, retire it' }));
  await waitFor(() => expect(within(planItem('Everyday Veg Tiffin')).getByText('Retired')).toBeInTheDocument());
  expect(mocked.retirePlan).toHaveBeenCalledWith(PROVIDER_UID, 'plan-veg');
  expect(screen.getAllByRole('status').some((s) => s.textContent === 'Everyday Veg Tiffin is retired.')).toBe(true);
  expect(screen.queryByRole('button', { name: /Edit Everyday/ })).not.toBeInTheDocument();
});

test('the kitchen sheet: today by default, tomorrow one click away, counts per plan and diet, and a skip lowers them live', async () => {
  const user = userEvent.setup();
  const today = dayStart(Date.now());
  const tomorrow = addDays(today, 1);
  const start = addDays(today, -20);
  fakeData.seed({
    plans: [VEG, EGG],
    subscriptions: [
      sub('s1', 'Asha Kulkarni', VEG, start),
      sub('s2', 'Ravi Deshmukh', VEG, start),
      sub('s3', 'Meena Patil', EGG, start),
      // starts the day after tomorrow; a cancelled one has no meals
      sub('s4', 'Later Starter', VEG, addDays(today, 2)),
      sub('s5', 'Gone Away', VEG, start, { status: 'cancelled', endDay: today }),
    ],
  });
  renderSection();
  const date = await screen.findByLabelText('Date');
  expect(date).toHaveValue(isoDateOfDay(today));
  await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
  expect(date).toHaveValue(isoDateOfDay(tomorrow));

  const perPlan = screen.getByRole('list', { name: 'Meals per plan' });
  expect(within(perPlan).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Egg Curry Lunch: Lunch 1 · Dinner 0',
    'Everyday Veg Tiffin: Lunch 2 · Dinner 2',
  ]);
  expect(screen.getByRole('list', { name: 'Meals by diet' })).toHaveTextContent('Veg 4 · Egg 1 · Non-veg 0');
  const table = screen.getByRole('table', { name: /^Deliveries for/ });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Customer', 'Address', 'Phone', 'Plan', 'Meal']);
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent("Asha KulkarniAsha Kulkarni's house, Dharampeth, Nagpur98220 00000Everyday Veg TiffinLunch");
  expect(screen.getByRole('region', { name: /^Deliveries for/ })).toHaveAttribute('tabindex', '0');

  // the customer skips tomorrow's lunch: the sheet follows at once
  await data.skipMeal('cust-s1', 's1', tomorrow, 'lunch');
  await waitFor(() =>
    expect(within(perPlan).getAllByRole('listitem').map((li) => li.textContent)).toContain('Everyday Veg Tiffin: Lunch 1 · Dinner 2'),
  );
  expect(screen.getByRole('list', { name: 'Meals by diet' })).toHaveTextContent('Veg 3 · Egg 1 · Non-veg 0');
  expect(within(screen.getByRole('table', { name: /^Deliveries for/ })).getAllByRole('row')).toHaveLength(1 + 4);

  // a date is typed; the day after tomorrow the late starter joins
  await user.clear(date);
  await user.type(date, isoDateOfDay(addDays(today, 2)));
  expect(within(perPlan).getAllByRole('listitem').map((li) => li.textContent)).toContain('Everyday Veg Tiffin: Lunch 3 · Dinner 3');
  await user.click(screen.getByRole('button', { name: 'Today' }));
  expect(date).toHaveValue(isoDateOfDay(today));
  const print = jest.spyOn(window, 'print').mockImplementation(() => {});
  await user.click(screen.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  print.mockRestore();
  // when printing, only the sheet shows, without its controls
  const sheet = screen.getByRole('list', { name: 'Meals per plan' }).closest('[data-print-sheet]');
  expect(sheet).toContainElement(screen.getByRole('table', { name: /^Deliveries for/ }));
  expect(sheet?.querySelector('[data-no-print]')).toContainElement(screen.getByRole('button', { name: 'Print' }));
});

test('the subscribers of each plan: name, since, status, meals and skips this month', async () => {
  // Monday 23 November 2026, 10:00 in Asia/Kolkata
  const now = dayOfIsoDate('2026-11-23') + 10 * 3600000;
  const nov1 = dayOfIsoDate('2026-11-01');
  const lunchOnly: Plan = { ...EGG, id: 'plan-lunch', name: 'Lunch Box', diet: 'non-veg' };
  const skipDay = dayOfIsoDate('2026-11-24');
  fakeData.seed({
    plans: [lunchOnly],
    subscriptions: [
      sub('a', 'Asha Kulkarni', lunchOnly, nov1, { days: '1111110', skips: { [`${skipDay}-lunch`]: { day: skipDay, meal: 'lunch' } } }),
      sub('b', 'Ravi Deshmukh', lunchOnly, dayOfIsoDate('2026-11-16'), { days: '1111110', status: 'cancelled', endDay: dayOfIsoDate('2026-11-21') }),
    ],
  });
  renderSection(now);
  const table = await screen.findByRole('table', { name: 'Lunch Box: 1 active subscriber' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Since', 'Status', 'Meals this month', 'Skips this month', 'Actions']);
  const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
  // November 2026 has 25 Monday-to-Saturday days; one lunch skipped. Ravi: 16–20 November (Mon–Fri) and the 21st is his end day.
  expect(rows).toEqual([
    ['Asha Kulkarni', '1 Nov 2026', 'Active', '24', '1', 'Cancel subscription'],
    ['Ravi Deshmukh', '16 Nov 2026', 'Cancelled', '5', '0', ''],
  ]);
});

test('the kitchen cancels a subscription: it asks first with a reason the customer will read; kept, nothing changes', async () => {
  const user = userEvent.setup();
  const start = addDays(dayStart(Date.now()), -3);
  fakeData.seed({ plans: [VEG], subscriptions: [sub('s1', 'Asha Kulkarni', VEG, start), sub('s2', 'Meena Patil', VEG, start)] });
  renderSection();
  await screen.findByRole('table', { name: 'Everyday Veg Tiffin: 2 active subscribers' });
  await user.click(screen.getByRole('button', { name: "Cancel Meena Patil's subscription" }));
  const confirm = screen.getByRole('group', { name: /Cancel Meena Patil's subscription to Everyday Veg Tiffin\? Their meals end from/ });
  const reason = within(confirm).getByRole('textbox', { name: 'Reason (shown to the customer)' });
  expect(reason).toHaveFocus();
  await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('group', { name: /Cancel Meena/ })).not.toBeInTheDocument();
  expect(fakeData.table('subscriptions')!.every((s) => s.status === 'active')).toBe(true);

  await user.click(screen.getByRole('button', { name: "Cancel Meena Patil's subscription" }));
  const again = screen.getByRole('group', { name: /Cancel Meena Patil's subscription/ });
  await user.click(within(again).getByRole('button', { name: 'Yes, cancel the subscription' }));
  expect(errorOf(within(again).getByRole('textbox'))).toBe('Please say why you are cancelling this subscription.');
  expect(fakeData.table('subscriptions')!.find((s) => s.id === 's2')!.status).toBe('active');
  await user.type(within(again).getByRole('textbox'), 'Two seats under made-up names; please subscribe once.');
  await user.click(within(again).getByRole('button', { name: 'Yes, cancel the subscription' }));
  await screen.findByText("Meena Patil's subscription to Everyday Veg Tiffin is cancelled; the seat is free.");
  expect(fakeData.table('subscriptions')!.find((s) => s.id === 's2')).toMatchObject({
    status: 'cancelled', cancelledBy: 'provider', cancelReason: 'Two seats under made-up names; please subscribe once.',
  });
  const table = await screen.findByRole('table', { name: 'Everyday Veg Tiffin: 1 active subscriber' });
  const meena = within(table).getByRole('cell', { name: 'Meena Patil' }).closest('tr') as HTMLElement;
  expect(within(meena).getByText('Cancelled by you')).toBeInTheDocument();
});

test('axe finds nothing wrong with the whole section, with plans, a sheet and subscribers (contrast is checked in the browser)', async () => {
  const start = addDays(dayStart(Date.now()), -3);
  fakeData.seed({ plans: [VEG, EGG], subscriptions: [sub('s1', 'Asha Kulkarni', VEG, start), sub('s2', 'Meena Patil', EGG, start)] });
  renderSection();
  await screen.findByRole('table', { name: /^Everyday Veg Tiffin/ });
  await expectNoAxeViolations({ skip: ['label-content-name-mismatch', 'page-has-heading-one'] });
});

test('when the plans cannot be read, a plain sentence says so', async () => {
  renderSection();
  fakeData.fail('plans', new Error('PERMISSION_DENIED'));
  expect(await screen.findByText('Your tiffin plans could not be loaded. Please reload the page to try again.')).toBeInTheDocument();
});

test('issue 41: a day Thali has the kitchen suspended, its sheet says "Paused by Thali" and lists nothing to cook, live', async () => {
  const user = userEvent.setup();
  const today = dayStart(Date.now());
  fakeData.seed({ plans: [VEG], subscriptions: [sub('s1', 'Asha Kulkarni', VEG, addDays(today, -20))], kitchenDecisions: {} });
  renderSection();
  await screen.findByLabelText('Date');
  expect(await screen.findByText(/2 meals to cook\./)).toBeInTheDocument();
  fakeData.seed({ kitchenDecisions: { [PROVIDER_UID]: { suspension: { reason: 'Spoiled food.', at: today + 3600e3, by: 'staff' } } } });
  expect(await screen.findByText(/Paused by Thali: no meals to cook, and your subscribers are not billed for this day\./)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
  expect(screen.getByText(/Paused by Thali/)).toBeInTheDocument();
  fakeData.seed({ kitchenDecisions: {} });
  expect(await screen.findByText(/2 meals to cook\./)).toBeInTheDocument();
});
