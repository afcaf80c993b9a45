import { act, screen, within } from '@testing-library/react';
import { fakeData, type FakeReview } from '@thali/firebase-data/fake';
import { setLocale } from '@thali/ui';
import { PROVIDER_UID, renderWith, resetData } from '../../../../test-utils';
import { ReviewsSection } from '../reviews-section';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const T = Date.UTC(2026, 10, 20, 6, 0);
const review = (id: string, stars: number, extra: Partial<FakeReview> = {}): FakeReview => ({
  id, providerId: PROVIDER_UID, userId: `u-${id}`, userInitial: 'R', stars, comment: `Comment ${id}`, createdAt: T, updatedAt: T, ...extra,
});

beforeEach(async () => {
  resetData();
  await act(() => setLocale('mr'));
});
afterEach(async () => {
  await act(() => setLocale('en'));
});

test('in Marathi: the summary counts reviewers (one, then many), each review is named in Marathi, the customer\'s words stay theirs', async () => {
  renderWith(<ReviewsSection providerId={PROVIDER_UID} />);
  expect(screen.getByText('अभिप्राय लोड होत आहेत')).toBeInTheDocument();
  await act(async () => fakeData.seed({ reviews: [review('o1', 5, { comment: 'खूप छान जेवण!' })] }));
  const section = screen.getByRole('region', { name: 'अभिप्राय' });
  expect(within(section).getByText('1 ग्राहकाने 5 पैकी 5.0 रेटिंग दिले.')).toBeInTheDocument();
  await act(async () => fakeData.seed({ reviews: [review('o1', 5, { comment: 'खूप छान जेवण!' }), review('o2', 4, { reply: 'धन्यवाद!', repliedAt: T })] }));
  expect(within(section).getByText('2 ग्राहकांनी 5 पैकी 4.5 रेटिंग दिले.')).toBeInTheDocument();
  const first = within(section).getByRole('listitem', { name: 'ग्राहक R कडून 5 पैकी 5 स्टार' });
  expect(within(first).getByText('खूप छान जेवण!')).toBeInTheDocument();
  expect(within(first).getByRole('textbox', { name: 'ग्राहक R यांना उत्तर द्या' })).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'उत्तर पाठवा' })).toBeInTheDocument();
  const replied = within(section).getByRole('listitem', { name: 'ग्राहक R कडून 5 पैकी 4 स्टार' });
  expect(within(replied).getByText('तुमचे उत्तर')).toBeInTheDocument();
  expect(within(replied).getByText('धन्यवाद!')).toBeInTheDocument();
});
