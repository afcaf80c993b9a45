import { createAccount, readData, runAdmin, writeData } from '../harness/accounts';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { PORTAL } from '../harness/browser';
import { sessionsPerTest } from '../harness/sessions';

// Review reports (issue 41, the Reviews page): a customer reports a review on the kitchen's menu page (the form loaded
// on press); staff find it on /ops/reviews at 390 px (axe light and dark, no sideways scroll) and hide it by keyboard;
// the kitchen's card on /providers, open signed out in another browser, changes its rating live, and the database's
// figures dropped by exactly the review's stars, with the audit entry shown on the review.

const sessions = sessionsPerTest();

test('a customer reports a review → staff hide it → the /providers card’s rating changes live', async () => {
  const tag = Date.now().toString(36);
  const now = Date.now();
  // three reviews written as writeReview leaves them: 1 + 5 + 4 stars = 10 over 3 (3.3)
  // Bengali: it ends rated 4.5, and the storefront journey counts the Maharashtrian kitchens rated 4.5 and up
  const kitchen = await createAccount('meal_provider', `Reported Kitchen ${tag}`, { ratingSum: 10, ratingCount: 3, cuisine: 'bengali' });
  const review = (initial: string, stars: number, comment: string, ago: number) =>
    ({ providerId: kitchen.uid, userInitial: initial, stars, comment, createdAt: now - ago, updatedAt: now - ago });
  const bad = `-Nrep${tag}`;
  await writeData(`reviews/${bad}`, review('P', 1, 'The cook is a fraud, call 98220 12345 instead.', 3_600_000));
  await writeData(`reviews/-Nok1${tag}`, review('A', 5, 'Lovely dal.', 7_200_000));
  await writeData(`reviews/-Nok2${tag}`, review('S', 4, 'Good rotis.', 10_800_000));
  await writeData(`providers/${kitchen.uid}/ratingEvent`, bad);
  const [customer, staff] = await Promise.all([createAccount('user', 'Rina Reporter'), createAccount('user', 'Ops Reviews')]);
  await runAdmin(['grant', staff.email]);

  // Someone browsing /providers signed out sees the kitchen's rating as it is.
  const bp = (await sessions.open()).page;
  await bp.goto(`${PORTAL}/providers`);
  const card = bp.getByRole('article', { name: kitchen.name });
  await card.getByText('Rated 3.3 out of 5 by 3 reviewers').waitFor();

  // The customer reports the 1-star review from the menu page, with a reason.
  const cp = (await sessions.signedIn(customer)).page;
  await cp.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
  const latest = cp.getByRole('list', { name: 'Latest reviews' });
  await latest.getByText('Lovely dal.').waitFor();
  await cp.getByRole('button', { name: 'Report review by customer P' }).click();
  await cp.getByRole('textbox', { name: 'Why are you reporting this review?' }).fill('Abuses the cook and gives a phone number.');
  await cp.getByRole('button', { name: 'Send report' }).click();
  await cp.getByText('Thank you. Thali’s staff will look at this review.').waitFor();
  expect(await readData(`reviewReports/${bad}/${customer.uid}`)).toMatchObject({ reason: 'Abuses the cook and gives a phone number.' });

  // Staff open Reviews on a phone: the review with its report; axe in both themes; no sideways scroll.
  const sp = (await sessions.signedIn(staff)).page;
  await sp.setViewportSize({ width: 390, height: 844 });
  await sp.goto(`${PORTAL}/ops/reviews`);
  const reported = sp.getByRole('list', { name: 'Reported reviews, oldest report first' });
  const item = reported.getByRole('listitem', { name: `1 out of 5 stars for ${kitchen.name}` });
  await item.getByText(/A customer, .*: Abuses the cook and gives a phone number\./).waitFor();
  expect(await sp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeCleanInBothThemes(sp, 'Operations · Reviews at 390 px', () => item.waitFor());

  // Hide, by keyboard.
  await item.getByRole('button', { name: `Hide review (review of ${kitchen.name} by customer P)` }).focus();
  await sp.keyboard.press('Enter');
  const hidden = sp.getByRole('list', { name: 'Hidden reviews, newest first' }).getByRole('listitem', { name: `1 out of 5 stars for ${kitchen.name}` });
  await hidden.getByText(/Hidden by you/).waitFor({ state: 'attached' });

  // The card changes without a reload: 9 stars over 2 reviews; the figures moved by exactly 1 star and one review.
  await card.getByText('Rated 4.5 out of 5 by 2 reviewers').waitFor();
  expect(await readData(`providers/${kitchen.uid}`)).toMatchObject({ ratingSum: 9, ratingCount: 2 });
  const moderation = await readData<{ hidden: boolean; audit: string }>(`reviews/${bad}/moderation`);
  expect(moderation.hidden).toBe(true);
  expect(await readData(`audit/${moderation.audit}`)).toMatchObject({ by: staff.uid, action: 'hide', target: `reviews/${bad}` });
  // and the menu page no longer lists it
  await latest.getByText('The cook is a fraud', { exact: false }).waitFor({ state: 'detached' });
});
