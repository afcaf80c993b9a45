import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeReview, type Order, type OrderStatus } from '@thali/firebase-data';
import { REVIEW_MESSAGES } from '@thali/firebase-data/logic';
import { fakeData, type FakeReview } from '@thali/firebase-data/fake';
import { renderPage, resetData } from '../../../../testing/render-page';
import { makeOrder } from '../../../../testing/order-fixtures';
import { OrdersPage } from '../orders-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const DAY_MS = 86_400_000;

// each order's number is its id, so its card is "Order done"
const order = (id: string, status: OrderStatus, timestamp = Date.now() - DAY_MS): Order =>
  makeOrder(id, { orderNumber: id, status, timestamp, updatedAt: timestamp + DAY_MS / 2 });
/** The customer's one review of prov-a, based on order `orderId`, its edit window opened at `since`. */
const review = (orderId: string, since: number, extra: Partial<FakeReview> = {}): FakeReview => ({
  id: '-Nkey1', providerId: 'prov-a', userId: 'customer-uid', orderId, since, userInitial: 'A', stars: 4, comment: 'Good dal.',
  createdAt: since, updatedAt: since, ...extra,
});

beforeEach(() => {
  resetData();
  fakeData.seed({
    providers: [{ id: 'prov-a', name: 'Annapurna Tiffin Service', cuisine: '', address: '', phone: '', rating: null, ratingCount: 0, approved: true, holidays: [], accepting: true, pureVeg: false, deliversTo: [], minOrder: 0 }],
    profiles: { 'customer-uid': { uid: 'customer-uid', name: 'Asha', email: 'asha@t.test', role: 'user', createdAt: '' } },
  });
});

const delivered = () => screen.getByRole('region', { name: 'Delivered' });

test('a delivered order: Rate this order → stars by keyboard and a comment → saved, shown with Edit; the rating moves', async () => {
  const user = userEvent.setup();
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  fakeData.seed({ orders: [order('done', 'completed'), order('waiting', 'pending')], reviews: [] });
  // only delivered orders can be rated
  expect(screen.getAllByRole('button', { name: /^Rate this order/ })).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Rate this order: Order done' }));
  const form = screen.getByRole('form', { name: 'Review of Order done' });
  const stars = within(form).getByRole('radiogroup', { name: 'Your rating' });
  // saving without stars: the message, and the focus on the stars
  await user.click(within(form).getByRole('button', { name: 'Save review' }));
  expect(stars).toHaveAccessibleDescription(REVIEW_MESSAGES.stars);
  expect(within(stars).getByRole('radio', { name: '1 star' })).toHaveFocus();
  // arrow keys move through the radio group
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
  await user.type(within(form).getByRole('textbox', { name: /Comment \(optional\)/ }), 'Soft rotis.');
  await user.click(within(form).getByRole('button', { name: 'Save review' }));
  expect(writeReview).toHaveBeenCalledWith('customer-uid', expect.objectContaining({ id: 'done' }), { stars: 4, comment: 'Soft rotis.' });
  expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your review is saved.');
  expect(within(delivered()).getByText('4 out of 5 stars')).toBeInTheDocument();
  expect(within(delivered()).getByText('Soft rotis.')).toBeInTheDocument();
  expect(fakeData.table('providers')?.[0]).toMatchObject({ rating: 4, ratingCount: 1 });
  // Edit: the form opens with the saved values
  await user.click(screen.getByRole('button', { name: 'Edit review: Order done' }));
  expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: '2 stars' }));
  await user.click(screen.getByRole('button', { name: 'Save review' }));
  expect(await within(delivered()).findByText('2 out of 5 stars')).toBeInTheDocument();
  expect(fakeData.table('providers')?.[0]).toMatchObject({ rating: 2, ratingCount: 1 });
});

test('one review per kitchen: every delivered order of it shows the same review, no second Rate this order', () => {
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  fakeData.seed({ orders: [order('first', 'completed', Date.now() - 2 * DAY_MS), order('second', 'completed')],
    reviews: [review('first', Date.now() - DAY_MS)] });
  expect(screen.getAllByText('4 out of 5 stars')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: /^Rate this order/ })).not.toBeInTheDocument();
  // within its 7 days the review can be edited from either card
  expect(screen.getByRole('button', { name: 'Edit review: Order first' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit review: Order second' })).toBeInTheDocument();
});

test("after 7 days: no Edit on the review's own order or an earlier one, Edit on a later order; the kitchen's reply shows", async () => {
  const user = userEvent.setup();
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  fakeData.seed({ orders: [order('earlier', 'completed', Date.now() - 10 * DAY_MS), order('old', 'completed', Date.now() - 9 * DAY_MS),
    order('later', 'completed', Date.now() - DAY_MS)],
  reviews: [review('old', Date.now() - 8 * DAY_MS, { reply: 'Thank you!' })] });
  expect(screen.queryByRole('button', { name: 'Edit review: Order old' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit review: Order earlier' })).not.toBeInTheDocument();
  expect(screen.getAllByText('Reply from the kitchen: Thank you!')).toHaveLength(3);
  expect(screen.queryByRole('button', { name: /^Rate this order/ })).not.toBeInTheDocument();
  // the later order updates the same review (the kitchen's count stays) and bases it on that order
  await user.click(screen.getByRole('button', { name: 'Edit review: Order later' }));
  expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: '5 stars' }));
  await user.click(screen.getByRole('button', { name: 'Save review' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your review is saved.');
  expect(writeReview).toHaveBeenCalledWith('customer-uid', expect.objectContaining({ id: 'later' }), { stars: 5, comment: 'Good dal.' });
  expect(fakeData.table('reviews')).toEqual([expect.objectContaining({ id: '-Nkey1', stars: 5, orderId: 'later' })]);
  // its window is open again: Edit on every card of the kitchen
  expect(screen.getByRole('button', { name: 'Edit review: Order old' })).toBeInTheDocument();
});

test('a refusal shows its plain sentence and keeps what was typed', async () => {
  const user = userEvent.setup();
  jest.mocked(writeReview).mockRejectedValueOnce(Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' }));
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  fakeData.seed({ orders: [order('done', 'completed')], reviews: [] });
  await user.click(screen.getByRole('button', { name: 'Rate this order: Order done' }));
  await user.click(screen.getByRole('radio', { name: '5 stars' }));
  await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Lovely.');
  await user.click(screen.getByRole('button', { name: 'Save review' }));
  expect(await screen.findByText('Your review could not be saved. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveValue('Lovely.');
  expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
});

test('the stars: one Tab stop, arrow keys wrap round, Home and End, each star named; large enough to tap', async () => {
  const user = userEvent.setup();
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  fakeData.seed({ orders: [order('done', 'completed')], reviews: [] });
  await user.click(screen.getByRole('button', { name: 'Rate this order: Order done' }));
  const stars = screen.getByRole('radiogroup', { name: 'Your rating' });
  const radios = within(stars).getAllByRole('radio');
  expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
  // none chosen yet: the first star is the one Tab stop
  expect(radios.map((r) => r.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  await user.click(within(stars).getByRole('radio', { name: '3 stars' }));
  expect(within(stars).getByRole('radio', { name: '3 stars' })).toBeChecked();
  expect(within(stars).getByRole('radio', { name: '3 stars' })).toHaveFocus();
  expect(radios.map((r) => r.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
  await user.keyboard('{End}');
  expect(within(stars).getByRole('radio', { name: '5 stars' })).toBeChecked();
  await user.keyboard('{ArrowRight}');
  expect(within(stars).getByRole('radio', { name: '1 star' })).toBeChecked();
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
  await user.keyboard('{Home}');
  expect(within(stars).getByRole('radio', { name: '1 star' })).toBeChecked();
  expect(within(stars).getAllByRole('radio', { checked: true })).toHaveLength(1);
});
