import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cancelSubscription, pauseSubscription, resumeSubscription, skipMeal, subscribeCustomerSubscriptions, undoSkip,
} from '@thali/firebase-data';
import { CutoffPassedError } from '@thali/firebase-data/logic';
import { fakeData } from '@thali/firebase-data/fake';
import { setLocale } from '@thali/ui';
import { renderPage, resetData } from '../../../../testing/render-page';
import { DAY, NOW, TODAY, makePlan, makeSubscription } from '../../../../testing/tiffin-fixtures';
import { TiffinsPage } from '../tiffins-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

let now = NOW;
beforeEach(() => {
  resetData();
  now = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  fakeData.seed({ plans: [makePlan()] });
});
afterEach(() => jest.restoreAllMocks());

async function open(subs = [makeSubscription()]) {
  const user = userEvent.setup();
  renderPage(<TiffinsPage />, { who: 'customer', path: '/tiffins' });
  fakeData.seed({ subscriptions: subs });
  const card = within(await screen.findByRole('article', { name: 'Everyday Veg Tiffin' }));
  return { user, card };
}

const week = (card: ReturnType<typeof within>) => within(card.getByRole('region', { name: 'Next 7 days' }));
const bill = (card: ReturnType<typeof within>) => card.getByRole('region', { name: "This month's bill" });

test('loading, then "no subscriptions" with a link to the kitchens; the title', async () => {
  renderPage(<TiffinsPage />, { who: 'customer', path: '/tiffins' });
  expect(document.title).toBe('My Tiffins · Thali');
  expect(screen.getByRole('heading', { level: 1, name: 'My Tiffins' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading your tiffins');
  expect(subscribeCustomerSubscriptions).toHaveBeenCalledWith(expect.objectContaining({ uid: 'customer-uid' }));
  fakeData.seed({ subscriptions: [] });
  expect(await screen.findByText(/You have no tiffin subscriptions yet\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find a kitchen' })).toHaveAttribute('href', '/providers');
});

test('the next 7 days with Skip per meal until its cut-off, and this month’s bill', async () => {
  const { card } = await open();
  expect(card.getByRole('heading', { level: 2, name: 'Everyday Veg Tiffin' })).toBeInTheDocument();
  expect(card.getByText('Lunch and Dinner, Mon–Sat')).toBeInTheDocument();
  expect(week(card).getByRole('button', { name: 'Skip lunch on Mon 23 Nov' })).toHaveAccessibleDescription('until 9:00 am');
  expect(week(card).getByRole('button', { name: 'Skip dinner on Sat 28 Nov' })).toBeEnabled();
  expect(week(card).queryByRole('button', { name: /on Sun 29 Nov/ })).not.toBeInTheDocument();
  expect(week(card).getByText('No meals')).toBeInTheDocument();
  expect(week(card).getAllByText('until 9:00 am').length).toBe(6);
  expect(week(card).getAllByText('until 3:00 pm').length).toBe(6);
  // November 2026: 25 plan days × 2 meals × ₹61.54
  expect(bill(card)).toHaveTextContent('50 meals × ₹61.54 = ₹3,077.00');
  expect(bill(card)).toHaveTextContent('Not billed: 0 skipped, 0 paused.');
});

test('Skip and Undo skip a meal; the bill follows', async () => {
  const { user, card } = await open();
  await user.click(week(card).getByRole('button', { name: 'Skip lunch on Tue 24 Nov' }));
  expect(skipMeal).toHaveBeenCalledWith('customer-uid', 'sub-1', TODAY + DAY, 'lunch');
  expect(await card.findByText('Skipped lunch on Tue 24 Nov.')).toBeInTheDocument();
  expect(week(card).getByRole('button', { name: 'Undo skip lunch on Tue 24 Nov' })).toBeInTheDocument();
  expect(bill(card)).toHaveTextContent('49 meals × ₹61.54 = ₹3,015.46');
  expect(bill(card)).toHaveTextContent('Not billed: 1 skipped, 0 paused.');

  await user.click(week(card).getByRole('button', { name: 'Undo skip lunch on Tue 24 Nov' }));
  expect(undoSkip).toHaveBeenCalledWith('customer-uid', 'sub-1', TODAY + DAY, 'lunch');
  expect(await week(card).findByRole('button', { name: 'Skip lunch on Tue 24 Nov' })).toBeInTheDocument();
  expect(card.getByText('Your lunch on Tue 24 Nov is back on.')).toBeInTheDocument();
});

test('after the cut-off no Skip is offered; a refused skip says why', async () => {
  now = TODAY + 10 * 3_600_000; // 10:00 IST
  const { user, card } = await open();
  expect(week(card).queryByRole('button', { name: 'Skip lunch on Mon 23 Nov' })).not.toBeInTheDocument();
  expect(week(card).getByRole('button', { name: 'Skip dinner on Mon 23 Nov' })).toBeInTheDocument();
  expect(week(card).getByText('Cut-off passed')).toBeInTheDocument();

  jest.mocked(skipMeal).mockRejectedValueOnce(new CutoffPassedError());
  await user.click(week(card).getByRole('button', { name: 'Skip dinner on Mon 23 Nov' }));
  expect(await card.findByRole('alert')).toHaveTextContent('The cut-off for this meal has passed.');
});

test('Pause for a date range, then Resume now', async () => {
  const { user, card } = await open();
  const pause = within(card.getByRole('region', { name: 'Pause' }));
  expect(card.queryByRole('button', { name: 'Resume now' })).not.toBeInTheDocument();
  const from = pause.getByLabelText('Pause from');
  const to = pause.getByLabelText('Pause until');
  expect(from).toHaveValue('2026-11-24');
  await user.clear(to);
  await user.type(to, '2026-11-23');
  await user.click(pause.getByRole('button', { name: 'Pause meals' }));
  expect(to).toHaveAccessibleDescription('The pause must end on or after its first day.');
  expect(pauseSubscription).not.toHaveBeenCalled();

  await user.clear(to);
  await user.type(to, '2026-11-25');
  await user.click(pause.getByRole('button', { name: 'Pause meals' }));
  expect(pauseSubscription).toHaveBeenCalledWith('customer-uid', 'sub-1', TODAY + DAY, TODAY + 2 * DAY);
  expect(await pause.findByText('Paused from Tue 24 Nov to Wed 25 Nov.')).toBeInTheDocument();
  expect(week(card).queryByRole('button', { name: 'Skip lunch on Tue 24 Nov' })).not.toBeInTheDocument();
  expect(week(card).getAllByText('Lunch: Paused')).toHaveLength(2);
  expect(bill(card)).toHaveTextContent('Not billed: 0 skipped, 4 paused.');
  expect(within(pause.getByRole('list', { name: 'Pauses' })).getByRole('listitem')).toHaveTextContent('No meals Tue 24 Nov – Wed 25 Nov');

  await user.click(card.getByRole('button', { name: 'Resume now' }));
  expect(resumeSubscription).toHaveBeenCalledWith('customer-uid', 'sub-1');
  expect(await card.findByText('Your meals resume.')).toBeInTheDocument();
  expect(week(card).queryByText('Lunch: Paused')).not.toBeInTheDocument();
  expect(pause.queryByRole('list', { name: 'Pauses' })).not.toBeInTheDocument();
});

test('Cancel asks first, then cancels from the next day', async () => {
  const { user, card } = await open();
  await user.click(card.getByRole('button', { name: 'Cancel subscription' }));
  expect(card.getByRole('group')).toHaveTextContent('Cancel Everyday Veg Tiffin? Meals stop from Tue 24 Nov.');
  await user.click(card.getByRole('button', { name: 'Keep my subscription' }));
  expect(cancelSubscription).not.toHaveBeenCalled();

  await user.click(card.getByRole('button', { name: 'Cancel subscription' }));
  await user.click(card.getByRole('button', { name: 'Yes, cancel' }));
  expect(cancelSubscription).toHaveBeenCalledWith('customer-uid', 'sub-1');
  expect(await card.findByText('Cancelled')).toBeInTheDocument();
  expect(card.getByText('Your subscription is cancelled.')).toBeInTheDocument();
  expect(card.queryByRole('button', { name: /Skip/ })).not.toBeInTheDocument();
  expect(card.queryByRole('region', { name: 'Pause' })).not.toBeInTheDocument();
  // Only today's meals remain this week
  expect(week(card).getAllByText('No meals')).toHaveLength(6);
});

test('a subscription the kitchen cancelled says so, with the kitchen\'s reason, and offers no changes', async () => {
  const { card } = await open([makeSubscription({ status: 'cancelled', endDay: TODAY + DAY, cancelledAt: NOW - DAY, cancelledBy: 'provider',
    cancelReason: 'Two seats under made-up names; please subscribe once.' })]);
  expect(card.getAllByText('Cancelled by the kitchen')).toHaveLength(2); // the badge and the sentence
  expect(card.getByText(/Two seats under made-up names; please subscribe once\./)).toBeInTheDocument();
  expect(card.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  expect(card.queryByRole('button', { name: /Skip/ })).not.toBeInTheDocument();
});

test("a skip record whose key is not its own day bills and shows nothing as skipped", async () => {
  const tomorrow = TODAY + DAY;
  const { card } = await open([makeSubscription({ skips: { [`${TODAY - DAY}-lunch`]: { day: tomorrow, meal: 'lunch' } } })]);
  expect(week(card).queryByText('Lunch: Skipped')).not.toBeInTheDocument();
  expect(bill(card)).toHaveTextContent('Not billed: 0 skipped');
});

test('issue 41: while Thali has suspended the kitchen, its days say "Paused by Thali", offer no Skip and are not billed', async () => {
  const { card } = await open();
  const providerId = makeSubscription().providerId;
  // suspended from tomorrow 10 am (Tue 24 Nov), still running
  fakeData.seed({ kitchenDecisions: { [providerId]: { suspension: { reason: 'Spoiled food.', at: TODAY + DAY + 4.5 * 3600e3, by: 'staff' } } } });
  expect(await card.findByText('Paused by Thali: the kitchen is not taking orders right now. You are not billed for these days.')).toBeInTheDocument();
  expect(week(card).getAllByText(/Paused by Thali/)).toHaveLength(10);
  expect(week(card).queryByRole('button', { name: /on Tue 24 Nov/ })).not.toBeInTheDocument();
  expect(week(card).getByRole('button', { name: 'Skip lunch on Mon 23 Nov' })).toBeEnabled();
  // 24–28 Nov and 30 Nov: 6 plan days × 2 meals not billed
  expect(bill(card)).toHaveTextContent('38 meals × ₹61.54 = ₹2,338.52');
  expect(bill(card)).toHaveTextContent('Not billed: 0 skipped, 0 paused, 12 paused by Thali.');
  // Unsuspend: back as before, live
  fakeData.seed({ kitchenDecisions: {} });
  expect(await card.findByText('Not billed: 0 skipped, 0 paused.', { exact: false })).toBeInTheDocument();
  expect(card.queryByText(/Paused by Thali/)).not.toBeInTheDocument();
});

describe('in Marathi', () => {
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  test('the week, Skip in one sentence with its meal and day, and the bill with its counted meals speak Marathi', async () => {
    await act(() => setLocale('mr'));
    const user = userEvent.setup();
    renderPage(<TiffinsPage />, { who: 'customer', path: '/tiffins' });
    expect(document.title).toBe('माझे टिफिन · Thali');
    fakeData.seed({ subscriptions: [makeSubscription()] });
    const card = within(await screen.findByRole('article', { name: 'Everyday Veg Tiffin' }));
    expect(card.getByText('दुपारचे आणि रात्रीचे जेवण, सोम–शनि')).toBeInTheDocument();
    const days = within(card.getByRole('region', { name: 'पुढचे 7 दिवस' }));
    // the hidden meal and day come first in Marathi, the visible verb last
    const skip = days.getByRole('button', { name: /^सोम 23 \S+ चे दुपारचे जेवण वगळा$/ });
    expect(skip).toHaveAccessibleDescription('सकाळी 9:00 पर्यंत');
    const monthBill = card.getByRole('region', { name: 'या महिन्याचे बिल' });
    // a plural: the meals billed
    expect(monthBill).toHaveTextContent('50 जेवण × ₹61.54 = ₹3,077.00');
    expect(monthBill).toHaveTextContent('बिल नाही: 0 वगळले, 0 थांबवले.');
    await user.click(days.getByRole('button', { name: /^मंगळ 24 \S+ चे दुपारचे जेवण वगळा$/ }));
    expect(await days.findByRole('button', { name: /^मंगळ 24 \S+ चे दुपारचे जेवण वगळणे रद्द करा$/ })).toBeInTheDocument();
    expect(monthBill).toHaveTextContent('49 जेवण × ₹61.54 = ₹3,015.46');
    expect(card.getByRole('button', { name: 'सदस्यता रद्द करा' })).toBeInTheDocument();
  });

  test('signed out: one sentence with its log-in link', async () => {
    await act(() => setLocale('mr'));
    renderPage(<TiffinsPage />, { who: 'anonymous', path: '/tiffins' });
    const link = await screen.findByRole('link', { name: 'लॉग इन' });
    expect(link.parentElement).toHaveTextContent('तुमचे टिफिन पाहण्यासाठी कृपया लॉग इन करा.');
  });
});
