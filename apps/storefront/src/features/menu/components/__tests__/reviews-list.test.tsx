import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeData, type FakeReview } from '@thali/firebase-data/fake';
import { renderWith, resetData } from '../../../../test-utils';
import { ReviewsList } from '../reviews-list';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

// 23 Nov 2026, 20:00 UTC: already 24 Nov in Nagpur (01:30 IST)
const LATE_EVENING_UTC = Date.UTC(2026, 10, 23, 20, 0);
// as the fake holds them: the reviewer's uid beside the public record (the page is given only the public record)
const review = (n: number, extra: Partial<FakeReview> = {}): FakeReview => ({
  id: `-Nkey${n}`, providerId: 'prov-a', userId: `u${n}`, userInitial: String.fromCharCode(64 + n), stars: (n % 5) + 1,
  comment: `Comment ${n}`, createdAt: LATE_EVENING_UTC - n * 86400000, updatedAt: LATE_EVENING_UTC - n * 86400000, ...extra,
});

beforeEach(() => resetData());

test('the latest five first, with initial, stars, the date in Asia/Kolkata, comment and reply; Show more adds five', async () => {
  const user = userEvent.setup();
  renderWith(<ReviewsList providerId="prov-a" rating={4.6} ratingCount={12} />);
  const reviews = Array.from({ length: 12 }, (_, i) => review(i + 1, i === 0 ? { reply: 'Thank you, Aarav!', repliedAt: LATE_EVENING_UTC } : {}));
  await act(async () => fakeData.seed({ reviews: [...reviews].reverse() }));
  expect(screen.getByRole('heading', { level: 2, name: 'Reviews' })).toBeInTheDocument();
  expect(screen.getByText('Rated 4.6 out of 5 by 12 reviewers')).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Latest reviews' });
  let items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(5);
  expect(items[0]).toHaveTextContent('Customer A');
  expect(items[0]).toHaveTextContent('2 out of 5 stars');
  // 22 Nov 20:00 UTC is 23 Nov 01:30 in Nagpur
  expect(items[0]).toHaveTextContent('23 Nov 2026');
  expect(items[0]).toHaveTextContent('Comment 1');
  expect(items[0]).toHaveTextContent('Reply from the kitchenThank you, Aarav!');
  await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
  items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(10);
  await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(12);
  expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
});

test('a kitchen without reviews is New', async () => {
  renderWith(<ReviewsList providerId="prov-a" rating={null} ratingCount={0} />);
  await act(async () => fakeData.seed({ reviews: [] }));
  expect(screen.getByText('New kitchen, no reviews yet')).toBeInTheDocument();
  expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
});

test('a new review appears live', async () => {
  renderWith(<ReviewsList providerId="prov-a" rating={null} ratingCount={0} />);
  await act(async () => fakeData.seed({ reviews: [] }));
  await act(async () => fakeData.seed({ reviews: [review(1, { comment: 'Hot and fresh.' })] }));
  expect(screen.getByText('Hot and fresh.')).toBeInTheDocument();
});

describe('Report (issue 41)', () => {
  const reasonBox = () => screen.findByRole('textbox', { name: 'Why are you reporting this review?' });

  test('a signed-in customer reports a review with a reason, once; the form is loaded on press and keyboard-usable', async () => {
    const user = userEvent.setup();
    renderWith(<ReviewsList providerId="prov-a" rating={2} ratingCount={1} />, { who: 'customer' });
    await act(async () => fakeData.seed({ reviews: [review(1, { comment: 'Rude words here.' })] }));
    await user.click(screen.getByRole('button', { name: 'Report review by customer A' }));
    const box = await reasonBox();
    // the form took the button's place and has the focus
    expect(box).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/Say in a few words what is wrong with this review/)).toBeInTheDocument();
    expect(fakeData.module.reportReview).not.toHaveBeenCalled();
    await user.type(box, 'Insults the cook.');
    await user.keyboard('{Tab}{Enter}');
    expect(await screen.findByText('Thank you. Thali’s staff will look at this review.')).toHaveRole('status');
    expect(fakeData.module.reportReview).toHaveBeenCalledWith(expect.any(String), '-Nkey1', 'Insults the cook.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Report review by customer A' })).toHaveFocus();
    // a second time: the reporter reads when it reported instead of a form
    await user.click(screen.getByRole('button', { name: 'Report review by customer A' }));
    expect(await screen.findByText(/^You reported this review on \d+ \w+ 2026\.$/)).toHaveRole('status');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  test('Cancel closes the form; signed out or as a kitchen there is no Report button here', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWith(<ReviewsList providerId="prov-a" rating={2} ratingCount={1} />, { who: 'customer' });
    await act(async () => fakeData.seed({ reviews: [review(1)] }));
    await user.click(screen.getByRole('button', { name: 'Report review by customer A' }));
    await reasonBox();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    unmount();
    for (const who of ['anonymous', 'provider'] as const) {
      const view = renderWith(<ReviewsList providerId="prov-a" rating={2} ratingCount={1} />, { who });
      expect(await screen.findByText('Comment 1')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  test('a hidden review is not listed', async () => {
    renderWith(<ReviewsList providerId="prov-a" rating={5} ratingCount={1} />);
    await act(async () => fakeData.seed({ reviews: [review(1), review(2, { moderation: { hidden: true, at: 1, audit: 'a1' } })] }));
    expect(screen.getByText('Comment 1')).toBeInTheDocument();
    expect(screen.queryByText('Comment 2')).not.toBeInTheDocument();
  });
});
