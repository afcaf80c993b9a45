import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { replyToReview } from '@thali/firebase-data';
import { REVIEW_MESSAGES } from '@thali/firebase-data/logic';
import { fakeData, type FakeReview } from '@thali/firebase-data/fake';
import { PROVIDER_UID, renderWith, resetData } from '../../../../test-utils';
import { ReviewsSection } from '../reviews-section';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const T = Date.UTC(2026, 10, 20, 6, 0);
const review = (id: string, stars: number, extra: Partial<FakeReview> = {}): FakeReview => ({
  id, providerId: PROVIDER_UID, userId: `u-${id}`, userInitial: 'R', stars, comment: `Comment ${id}`, createdAt: T, updatedAt: T, ...extra,
});

beforeEach(() => resetData());

test('lists the kitchen\'s reviews with the rating; replies once to a review; the reply replaces the form', async () => {
  const user = userEvent.setup();
  renderWith(<ReviewsSection providerId={PROVIDER_UID} />);
  expect(screen.getByText('Loading reviews')).toBeInTheDocument();
  await act(async () => fakeData.seed({ reviews: [review('o1', 5), review('o2', 4, { reply: 'Thank you!', repliedAt: T })] }));
  const section = screen.getByRole('region', { name: 'Reviews' });
  expect(within(section).getByText('Rated 4.5 out of 5 by 2 reviewers.')).toBeInTheDocument();
  const first = screen.getByRole('listitem', { name: /5 out of 5 stars from customer R/ });
  expect(within(first).getByText('20 Nov 2026')).toBeInTheDocument();
  const replied = screen.getByRole('listitem', { name: /4 out of 5 stars/ });
  expect(within(replied).getByText('Thank you!')).toBeInTheDocument();
  expect(within(replied).queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
  // an empty reply: the message, nothing sent
  await user.click(within(first).getByRole('button', { name: 'Send reply' }));
  expect(within(first).getByText(REVIEW_MESSAGES.replyEmpty)).toBeInTheDocument();
  expect(replyToReview).not.toHaveBeenCalled();
  await user.type(within(first).getByRole('textbox', { name: 'Reply to customer R' }), 'Glad you liked it!');
  await user.click(within(first).getByRole('button', { name: 'Send reply' }));
  expect(replyToReview).toHaveBeenCalledWith(PROVIDER_UID, 'o1', 'Glad you liked it!');
  expect(await within(first).findByText('Glad you liked it!')).toBeInTheDocument();
  expect(within(first).queryByRole('textbox')).not.toBeInTheDocument();
});

test('no reviews yet', async () => {
  renderWith(<ReviewsSection providerId={PROVIDER_UID} />);
  await act(async () => fakeData.seed({ reviews: [] }));
  expect(screen.getByText(/^No reviews yet\./)).toBeInTheDocument();
});

test('issue 41: the kitchen reports a review of itself to Thali’s staff with a reason, once', async () => {
  const user = userEvent.setup();
  renderWith(<ReviewsSection providerId={PROVIDER_UID} />);
  await act(async () => fakeData.seed({ reviews: [review('o1', 1, { comment: 'Never ordered, just angry.' })] }));
  const item = screen.getByRole('listitem', { name: /1 out of 5 stars from customer R/ });
  await user.click(within(item).getByRole('button', { name: 'Report review from customer R' }));
  await user.type(await within(item).findByRole('textbox', { name: 'Why are you reporting this review?' }), 'This customer never ordered from us.');
  await user.click(within(item).getByRole('button', { name: 'Send report' }));
  expect(await within(item).findByText('Thank you. Thali’s staff will look at this review.')).toBeInTheDocument();
  expect(fakeData.module.reportReview).toHaveBeenCalledWith(PROVIDER_UID, 'o1', 'This customer never ordered from us.');
});
