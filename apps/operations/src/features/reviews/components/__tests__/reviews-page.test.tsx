import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeData } from '@thali/firebase-data/fake';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { setLocale } from '@thali/ui';
import { REVIEW_KITCHENS, REVIEWS, STAFF_UID, renderPage, resetData } from '../../../../testing/render-page';
import { ReviewsPage } from '../reviews-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

beforeEach(() => {
  resetData();
  fakeData.seed({ providers: REVIEW_KITCHENS, reviews: REVIEWS, audit: [{ id: 'a0', by: 'other-staff', action: 'hide', target: 'reviews/r3', reason: 'Phone number', at: Date.UTC(2026, 10, 26, 5, 30) }] });
});

const reported = () => screen.getByRole('list', { name: 'Reported reviews, oldest report first' });
const hidden = () => screen.getByRole('list', { name: 'Hidden reviews, newest first' });
const rating = (id: string) => fakeData.table('providers')?.find((p) => p.id === id);

test('the queue shows each reported review with its kitchen, author and reports (Asia/Kolkata), oldest first; the hidden list below; axe-clean', async () => {
  renderPage(<ReviewsPage />, { path: '/ops/reviews' });
  expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
  expect(document.title).toBe('Reviews · Thali');
  expect(await screen.findByText('1 review with open reports.')).toBeInTheDocument();
  const [card] = within(reported()).getAllByRole('listitem', { name: /for/ });
  expect(card).toHaveAccessibleName('1 out of 5 stars for Annapurna Tiffin');
  expect(card).toHaveTextContent('By customer R');
  expect(card).toHaveTextContent('Worst cook ever, he is a thief.');
  const reports = within(card!).getByRole('list', { name: 'Reports (review of Annapurna Tiffin by customer R)' });
  // oldest report first, each with who reported it and when (12:00 pm and 12:50 pm in Nagpur)
  expect(within(reports).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    expect.stringMatching(/^A customer, .*12:00\s?pm.*: Insults a person\.$/i),
    expect.stringMatching(/^The kitchen, .*12:50\s?pm.*: Abusive words about our cook\.$/i),
  ]);
  const [gone] = within(hidden()).getAllByRole('listitem', { name: /for/ });
  expect(gone).toHaveAccessibleName('2 out of 5 stars for Saoji Ghar');
  expect(within(gone!).getByRole('button', { name: 'Restore (review of Saoji Ghar by customer S)' })).toBeInTheDocument();
  // the audit trail on the record: who did what, when, why
  expect(within(gone!).getByText('History (1)')).toBeInTheDocument();
  expect(gone).toHaveTextContent(/Hidden by another staff member, .*11:00\s?am.*: Phone number/i);
  await expectNoAxeViolations();
});

test('Hide takes the review out of the queue and its stars out of the kitchen’s rating, with its audit entry shown on it', async () => {
  renderPage(<ReviewsPage />, { path: '/ops/reviews' });
  await userEvent.click(await screen.findByRole('button', { name: 'Hide review (review of Annapurna Tiffin by customer R)' }));
  expect(fakeData.module.hideReview).toHaveBeenCalledWith(STAFF_UID, 'r1');
  expect(await screen.findByText('No open review reports.')).toBeInTheDocument();
  expect(rating('p1')).toMatchObject({ rating: 5, ratingCount: 1 });
  const card = within(hidden()).getByRole('listitem', { name: '1 out of 5 stars for Annapurna Tiffin' });
  expect(card).toHaveTextContent('Hidden');
  expect(await within(card).findByText(/Hidden by you/)).toBeInTheDocument();
  expect(fakeData.table('audit')).toContainEqual(expect.objectContaining({ by: STAFF_UID, action: 'hide', target: 'reviews/r1' }));
});

test('Restore brings a hidden review back and its stars into the rating; Dismiss closes the reports, the review stays', async () => {
  renderPage(<ReviewsPage />, { path: '/ops/reviews' });
  await userEvent.click(await screen.findByRole('button', { name: 'Restore (review of Saoji Ghar by customer S)' }));
  expect(await screen.findByText('No hidden reviews.')).toBeInTheDocument();
  expect(rating('p2')).toMatchObject({ rating: 3, ratingCount: 2 });
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss reports (review of Annapurna Tiffin by customer R)' }));
  expect(await screen.findByText('No open review reports.')).toBeInTheDocument();
  expect(rating('p1')).toMatchObject({ rating: 3, ratingCount: 2 });
  expect(fakeData.table('audit')?.map((e) => e.action)).toEqual(['hide', 'restore', 'dismiss']);
});

test('a refused action says so in a sentence and the review stays in the queue', async () => {
  fakeData.module.hideReview.mockRejectedValueOnce(new Error('PERMISSION_DENIED: Permission denied'));
  renderPage(<ReviewsPage />, { path: '/ops/reviews' });
  await userEvent.click(await screen.findByRole('button', { name: /^Hide review/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The review could not be hidden. Please try again.');
  expect(screen.getByText('1 review with open reports.')).toBeInTheDocument();
});

test('an empty queue says where reports come from', async () => {
  fakeData.seed({ reviews: [] });
  renderPage(<ReviewsPage />, { path: '/ops/reviews' });
  expect(await screen.findByText(/Customers and kitchens can report a review/)).toBeInTheDocument();
  expect(screen.getByText('No hidden reviews.')).toBeInTheDocument();
});

describe('in Marathi (issue 44)', () => {
  beforeEach(async () => {
    await act(() => setLocale('mr'));
  });
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  test('the queue, its count and a review\'s reports (a plural), actions and history read in Marathi; the review stays as written', async () => {
    renderPage(<ReviewsPage />, { path: '/ops/reviews' });
    expect(screen.getByRole('heading', { level: 1, name: 'अभिप्राय' })).toBeInTheDocument();
    expect(await screen.findByText('1 अभिप्रायावर उघड्या तक्रारी.')).toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'तक्रार आलेले अभिप्राय, जुनी तक्रार आधी' })).getAllByRole('listitem')[0]!;
    expect(card).toHaveAccessibleName('5 पैकी 1 स्टार, Annapurna Tiffin साठी');
    expect(card).toHaveTextContent('Worst cook ever, he is a thief.');
    expect(card).toHaveTextContent('2 तक्रारी:');
    expect(within(card).getByRole('list', { name: 'तक्रारी (Annapurna Tiffin साठी ग्राहक R यांचा अभिप्राय)' })).toHaveTextContent(/^एक ग्राहक, .*: Insults a person\./);
    const gone = within(screen.getByRole('list', { name: 'लपवलेले अभिप्राय, नवीन आधी' })).getAllByRole('listitem')[0]!;
    expect(within(gone).getByText('इतिहास (1)')).toBeInTheDocument();
    expect(gone).toHaveTextContent('दुसऱ्या कर्मचाऱ्याकडून लपवला, 26 नोव्हें, 2026, सकाळी 11:00: Phone number');
    await userEvent.click(within(card).getByRole('button', { name: 'अभिप्राय लपवा (Annapurna Tiffin साठी ग्राहक R यांचा अभिप्राय)' }));
    expect(await screen.findByText('अभिप्रायांवर उघडी तक्रार नाही.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
