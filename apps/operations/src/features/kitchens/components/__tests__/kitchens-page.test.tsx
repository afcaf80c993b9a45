import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeData } from '@thali/firebase-data/fake';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { setLocale } from '@thali/ui';
import { STAFF_UID, kitchen, renderPage } from '../../../../testing/render-page';
import { decideWithReason, resetWithOwners } from '../../../../testing/kitchens-page-helpers';
import { KitchensPage } from '../kitchens-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const T = Date.UTC(2026, 10, 26, 13, 45); // 7:15 pm in Nagpur

beforeEach(() => resetWithOwners(['k2', 'Meera', 'meera@example.in']));

const queue = () => within(screen.getByRole('list', { name: 'Kitchens awaiting approval, oldest first' })).getAllByRole('listitem', { name: /./ })
  .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Kitchens awaiting approval, oldest first');

test('the queue shows every pending kitchen oldest first with what it told Thali, and is axe-clean', async () => {
  const many = Array.from({ length: 12 }, (_, i) => kitchen(`q${i}`, false, { createdAt: T - (i + 10) * 3_600_000 }));
  fakeData.seed({ providers: [
    kitchen('k1', true),
    kitchen('k2', false, { name: 'Meera’s Tiffins', phone: '+91 98220 11111', address: '12, Laxmi Nagar', area: 'Laxmi Nagar', createdAt: T, imageUrl: 'https://example.in/meera.jpg' }),
    ...many,
  ] });
  renderPage(<KitchensPage />, { path: '/ops/kitchens' });
  expect(screen.getByRole('heading', { level: 1, name: 'Kitchens' })).toBeInTheDocument();
  expect(document.title).toBe('Kitchens · Thali');
  expect(await screen.findByText('13 kitchens are waiting, oldest first.')).toBeInTheDocument();
  const items = queue();
  // no silent cap: all thirteen, the oldest signup first, the listed kitchen not among them
  expect(items).toHaveLength(13);
  expect(within(items[0]!).getByRole('heading').textContent).toBe('Kitchen q11');
  const meera = items[12]!;
  expect(within(meera).getByRole('heading').textContent).toBe('Meera’s Tiffins');
  expect(within(meera).getByRole('img', { name: 'Picture of Meera’s Tiffins' })).toBeInTheDocument();
  expect(await within(meera).findByRole('link', { name: 'meera@example.in' })).toHaveAttribute('href', 'mailto:meera@example.in');
  expect(within(meera).getByRole('link', { name: '+91 98220 11111' })).toHaveAttribute('href', 'tel:+919822011111');
  expect(meera).toHaveTextContent('12, Laxmi Nagar, Laxmi Nagar');
  expect(meera).toHaveTextContent('0 dishes, 0 tiffin plans');
  expect(meera).toHaveTextContent(/Waiting since26 Nov 2026, 7:15\s?pm/i);
  await expectNoAxeViolations();
});

test('Approve lists the kitchen with its audit entry, and it leaves the queue live', async () => {
  fakeData.seed({ providers: [kitchen('k2', false, { name: 'Meera’s Tiffins' })] });
  renderPage(<KitchensPage />, { path: '/ops/kitchens' });
  await userEvent.click(await screen.findByRole('button', { name: 'Approve Meera’s Tiffins' }));
  expect(fakeData.module.approvePendingKitchen).toHaveBeenCalledWith(STAFF_UID, 'k2');
  expect(await screen.findByText('No kitchens are waiting for approval.')).toBeInTheDocument();
  expect(screen.getByText('Meera’s Tiffins is approved and listed.')).toBeInTheDocument();
  expect(fakeData.table('providers')?.[0]?.approved).toBe(true);
  expect(fakeData.table('audit')).toEqual([expect.objectContaining({ by: STAFF_UID, action: 'approve', target: 'providers/k2' })]);
});

test('Reject asks a reason first, then the kitchen moves to Rejected with the reason and its history by e-mail', async () => {
  const user = userEvent.setup();
  fakeData.seed({ providers: [kitchen('k2', false, { name: 'Meera’s Tiffins' })] });
  renderPage(<KitchensPage />, { path: '/ops/kitchens' });
  await decideWithReason(user, { open: 'Reject Meera’s Tiffins', confirm: 'Reject the kitchen', reason: 'Please add your FSSAI number.',
    useCase: fakeData.module.rejectPendingKitchen });
  expect(fakeData.module.rejectPendingKitchen).toHaveBeenCalledWith(STAFF_UID, 'k2', 'Please add your FSSAI number.');
  expect(await screen.findByText('No kitchens are waiting for approval.')).toBeInTheDocument();
  const rejected = within(screen.getByRole('list', { name: 'Rejected kitchens' })).getByRole('listitem', { name: 'Meera’s Tiffins' });
  expect(rejected).toHaveTextContent('Reason: Please add your FSSAI number.');
  const history = await within(rejected).findByRole('list', { name: 'History of Meera’s Tiffins' });
  expect(await within(history).findByText(/Rejected by ops@thali\.test, .*: Please add your FSSAI number\./)).toBeInTheDocument();
  // a rejected kitchen can still be approved (e.g. it answered by phone), but not rejected twice
  expect(within(rejected).queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
  expect(within(rejected).getByRole('button', { name: 'Approve Meera’s Tiffins' })).toBeEnabled();
  await expectNoAxeViolations();
});

test('Keep it closes the reason without writing; a refused write says so in a sentence', async () => {
  const user = userEvent.setup();
  fakeData.seed({ providers: [kitchen('k2', false, { name: 'Meera’s Tiffins' })] });
  fakeData.module.approvePendingKitchen.mockRejectedValueOnce(new Error('PERMISSION_DENIED: Permission denied'));
  renderPage(<KitchensPage />, { path: '/ops/kitchens' });
  await user.click(await screen.findByRole('button', { name: 'Reject Meera’s Tiffins' }));
  await user.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Approve Meera’s Tiffins' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The kitchen could not be approved. Please try again.');
  expect(queue()).toHaveLength(1);
});

test('a listed kitchen’s new name: old and new names, Approve applies it, Reject keeps the old one with a reason', async () => {
  const user = userEvent.setup();
  fakeData.seed({ providers: [
    kitchen('k1', true, { name: 'Annapurna', nameRequest: 'Annapurna Home Kitchen' }),
    kitchen('k3', true, { name: 'Saoji Ghar', nameRequest: 'Best Saoji In Town!!!' }),
  ] });
  renderPage(<KitchensPage />, { path: '/ops/kitchens' });
  const list = await screen.findByRole('list', { name: 'Name changes, oldest first' });
  const annapurna = within(list).getByRole('listitem', { name: 'Annapurna asks to be called Annapurna Home Kitchen' });
  expect(annapurna).toHaveTextContent('Current nameAnnapurna');
  expect(annapurna).toHaveTextContent('New nameAnnapurna Home Kitchen');
  await user.click(within(annapurna).getByRole('button', { name: 'Approve the new name Annapurna Home Kitchen' }));
  expect(fakeData.module.approveNameRequest).toHaveBeenCalledWith(STAFF_UID, 'k1');
  expect(await screen.findByText('Annapurna is now called Annapurna Home Kitchen.')).toBeInTheDocument();
  expect(fakeData.table('providers')?.find((p) => p.id === 'k1')?.name).toBe('Annapurna Home Kitchen');
  await user.click(screen.getByRole('button', { name: 'Reject the new name Best Saoji In Town!!!' }));
  await user.type(screen.getByRole('textbox', { name: 'Reason (shown to the kitchen)' }), 'Names may not claim to be the best.');
  await user.click(screen.getByRole('button', { name: 'Reject the new name' }));
  expect(await screen.findByText('No listed kitchen is asking for a new name.')).toBeInTheDocument();
  expect(fakeData.table('providers')?.find((p) => p.id === 'k3')?.name).toBe('Saoji Ghar');
  expect(fakeData.table('kitchenDecisions')?.k3).toEqual({ nameRejection: { name: 'Best Saoji In Town!!!', reason: 'Names may not claim to be the best.' } });
  expect(fakeData.table('audit')).toEqual([
    expect.objectContaining({ action: 'approve', target: 'providers/k1/name', reason: 'Annapurna → Annapurna Home Kitchen' }),
    expect.objectContaining({ action: 'reject', target: 'providers/k3/name', reason: 'Names may not claim to be the best.' }),
  ]);
});

test('the page works by keyboard: Tab reaches Reject, Enter opens the reason', async () => {
  const user = userEvent.setup();
  fakeData.seed({ providers: [kitchen('k2', false, { name: 'Meera’s Tiffins' })] });
  renderPage(<KitchensPage />, { path: '/ops/kitchens' });
  await screen.findByRole('button', { name: 'Approve Meera’s Tiffins' });
  screen.getByRole('button', { name: 'Approve Meera’s Tiffins' }).focus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Reject Meera’s Tiffins' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('textbox', { name: 'Reason (shown to the kitchen)' })).toHaveFocus();
});

describe('in Marathi (issue 44)', () => {
  beforeEach(async () => {
    await act(() => setLocale('mr'));
  });
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  test('the queue, a kitchen\'s facts (plurals), Reject\'s reason and its history read in Marathi; the kitchen\'s name stays its own', async () => {
    const user = userEvent.setup();
    fakeData.seed({ providers: [kitchen('k2', false, { name: 'Meera’s Tiffins', createdAt: T })] });
    renderPage(<KitchensPage />, { path: '/ops/kitchens' });
    expect(screen.getByRole('heading', { level: 1, name: 'किचन' })).toBeInTheDocument();
    expect(await screen.findByText('1 किचन प्रतीक्षेत आहे, जुने आधी.')).toBeInTheDocument();
    const meera = within(screen.getByRole('list', { name: 'मंजुरीच्या प्रतीक्षेतील किचन, जुनी आधी' })).getByRole('listitem', { name: 'Meera’s Tiffins' });
    expect(await within(meera).findByText('0 पदार्थ, 0 टिफिन प्लॅन')).toBeInTheDocument();
    expect(meera).toHaveTextContent('कधीपासून प्रतीक्षेत26 नोव्हें, 2026, संध्याकाळी 7:15');
    await decideWithReason(user, { open: 'Meera’s Tiffins नाकारा', confirm: 'किचन नाकारा', reason: 'कृपया तुमचा FSSAI क्रमांक द्या.',
      useCase: fakeData.module.rejectPendingKitchen, field: 'कारण (किचनला दिसेल)', missing: 'कृपया किचनला कारण द्या.' });
    expect(await screen.findByText('Meera’s Tiffins नाकारले; किचनला तुमचे कारण दिसते.')).toBeInTheDocument();
    const rejected = within(screen.getByRole('list', { name: 'नाकारलेली किचन' })).getByRole('listitem', { name: 'Meera’s Tiffins' });
    expect(rejected).toHaveTextContent('नाकारले किचनने आपली माहिती दुरुस्त करून पुन्हा विनंती करण्याची प्रतीक्षा. कारण: कृपया तुमचा FSSAI क्रमांक द्या.');
    const history = await within(rejected).findByRole('list', { name: 'Meera’s Tiffins चा इतिहास' });
    expect(await within(history).findByText(/^ops@thali\.test यांनी नाकारले, .*: कृपया तुमचा FSSAI क्रमांक द्या\.$/)).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
