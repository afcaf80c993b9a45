import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { setLocale } from '@thali/ui';
import { STAFF_UID, kitchen, renderPage } from '../../../../testing/render-page';
import { decideWithReason, resetWithOwners } from '../../../../testing/kitchens-page-helpers';
import { KitchensPage } from '../kitchens-page';
import { LISTED_PAGE } from '../listed-kitchens';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

beforeEach(() => resetWithOwners(['k1', 'Asha', 'annapurna@example.in']));

const listed = () => screen.findByRole('list', { name: 'Listed and suspended kitchens, by name' });

/** The Kitchens page over Annapurna Tiffins (k1, listed) and `orders`, with a user to act. */
function openAnnapurna(orders: Order[] = []) {
  fakeData.seed({ providers: [kitchen('k1', true, { name: 'Annapurna Tiffins' })], orders });
  renderPage(<KitchensPage />, { path: '/ops/kitchens' });
  return userEvent.setup();
}

test('every listed kitchen is reachable: by name, searchable by name or area, paged on with Show more; axe-clean', async () => {
  const user = userEvent.setup();
  const many = Array.from({ length: LISTED_PAGE + 5 }, (_, i) => kitchen(`l${String(i).padStart(2, '0')}`, true, { area: i === 3 ? 'Sitabuldi' : 'Dharampeth' }));
  fakeData.seed({ providers: [kitchen('k1', true, { name: 'Annapurna Tiffins', area: 'Laxmi Nagar' }), kitchen('p9', false), ...many] });
  renderPage(<KitchensPage />, { path: '/ops/kitchens' });
  expect(await screen.findByText(`${LISTED_PAGE + 6} kitchens are listed, 0 suspended.`)).toBeInTheDocument();
  const cards = () => within(screen.getByRole('list', { name: 'Listed and suspended kitchens, by name' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  await listed();
  expect(cards()).toHaveLength(LISTED_PAGE);
  expect(cards()[0]).toBe('Annapurna Tiffins');
  // the pending kitchen is not among them
  expect(cards()).not.toContain('Kitchen p9');
  expect(screen.getByText(`Showing ${LISTED_PAGE} of ${LISTED_PAGE + 6}, by name.`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show 6 more' }));
  expect(cards()).toHaveLength(LISTED_PAGE + 6);
  expect(screen.queryByRole('button', { name: /Show \d+ more/ })).not.toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Find a kitchen' }), 'sitabuldi');
  expect(cards()).toEqual(['Kitchen l03']);
  await user.clear(screen.getByRole('searchbox', { name: 'Find a kitchen' }));
  await user.type(screen.getByRole('searchbox', { name: 'Find a kitchen' }), 'annapurna');
  const card = within(await listed()).getByRole('listitem', { name: 'Annapurna Tiffins' });
  expect(await within(card).findByRole('link', { name: 'annapurna@example.in' })).toHaveAttribute('href', 'mailto:annapurna@example.in');
  expect(card).toHaveTextContent('AreaLaxmi Nagar');
  expect(card).toHaveTextContent('StateListed');
  await user.type(screen.getByRole('searchbox', { name: 'Find a kitchen' }), ' zzz');
  expect(screen.getByText('No listed kitchen matches your search.')).toBeInTheDocument();
  await expectNoAxeViolations();
});

test('a kitchen named in Devanagari is found by its name or area typed in Devanagari, however the letters were composed', async () => {
  const user = userEvent.setup();
  // stored with the single letter ज़ (U+095B), searched with ज + nukta (U+091C U+093C), as some keyboards type it
  const name = 'म\u095Bेदार घरगुती स्वाद';
  fakeData.seed({ providers: [kitchen('k1', true, { name: 'Annapurna Tiffins' }), kitchen('k2', true, { name, area: 'धरमपेठ' })] });
  renderPage(<KitchensPage />, { path: '/ops/kitchens' });
  const cards = async () => within(await listed()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  await user.type(screen.getByRole('searchbox', { name: 'Find a kitchen' }), 'धरमपेठ');
  expect(await cards()).toEqual([name]);
  await user.clear(screen.getByRole('searchbox', { name: 'Find a kitchen' }));
  await user.type(screen.getByRole('searchbox', { name: 'Find a kitchen' }), 'म\u091C\u093Cेदार');
  expect(await cards()).toEqual([name]);
});

test('Suspend asks a reason first, then the kitchen shows as suspended with why and its history; Unsuspend lists it again', async () => {
  const user = openAnnapurna();
  await decideWithReason(user, { open: 'Suspend Annapurna Tiffins', confirm: 'Suspend the kitchen', reason: 'Several customers reported spoiled food.',
    useCase: fakeData.module.suspendKitchen });
  expect(fakeData.module.suspendKitchen).toHaveBeenCalledWith(STAFF_UID, 'k1', 'Several customers reported spoiled food.');
  expect(await screen.findByText('Annapurna Tiffins is suspended; the kitchen sees your reason. It had no orders waiting to be accepted.')).toBeInTheDocument();
  expect(await screen.findByText('0 kitchens are listed, 1 suspended.')).toBeInTheDocument();
  const card = within(await listed()).getByRole('listitem', { name: 'Annapurna Tiffins' });
  expect(card).toHaveTextContent(/StateSuspended since/);
  expect(card).toHaveTextContent('ReasonSeveral customers reported spoiled food.');
  expect(await within(card).findByText(/Suspended by ops@thali\.test, .*: Several customers reported spoiled food\./)).toBeInTheDocument();
  // suspended, it is not awaiting approval
  expect(screen.getByText('No kitchens are waiting for approval.')).toBeInTheDocument();
  await expectNoAxeViolations();

  await user.click(within(card).getByRole('button', { name: 'Unsuspend Annapurna Tiffins' }));
  expect(fakeData.module.unsuspendKitchen).toHaveBeenCalledWith(STAFF_UID, 'k1');
  expect(await screen.findByText('Annapurna Tiffins is listed again.')).toBeInTheDocument();
  expect(await screen.findByText('1 kitchen is listed, 0 suspended.')).toBeInTheDocument();
  expect(fakeData.table('audit')?.map((e) => e.action)).toEqual(['suspend', 'unsuspend']);
  expect(await within(card).findByText(/Unsuspended by ops@thali\.test/)).toBeInTheDocument();
});

test('a refused suspension says so in a sentence and keeps the reason', async () => {
  fakeData.module.suspendKitchen.mockRejectedValueOnce(new Error('PERMISSION_DENIED: Permission denied'));
  const user = openAnnapurna();
  await user.click(await screen.findByRole('button', { name: 'Suspend Annapurna Tiffins' }));
  await user.type(screen.getByRole('textbox', { name: 'Reason (shown to the kitchen)' }), 'Spoiled food.');
  await user.click(screen.getByRole('button', { name: 'Suspend the kitchen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The kitchen could not be suspended. Please try again.');
  expect(screen.getByRole('textbox', { name: 'Reason (shown to the kitchen)' })).toHaveValue('Spoiled food.');
});

const order = (id: string, step: Order['step']): Order => ({ id, userId: 'c1', providerId: 'k1', lines: [], itemsTotal: 200, fee: 40, total: 240,
  status: 'pending', step, stage: step === 'new' ? 'new' : 'accepted', timestamp: 0 } as Order);

test('suspending cancels the kitchen’s orders not yet accepted with the reason and says how many; accepted ones stay', async () => {
  const user = openAnnapurna([order('o1', 'new'), order('o2', 'new'), order('o3', 'accepted')]);
  await user.click(await screen.findByRole('button', { name: 'Suspend Annapurna Tiffins' }));
  await user.type(screen.getByRole('textbox', { name: 'Reason (shown to the kitchen)' }), 'Spoiled food.');
  await user.click(screen.getByRole('button', { name: 'Suspend the kitchen' }));
  expect(await screen.findByText('Annapurna Tiffins is suspended; the kitchen sees your reason. 2 orders not yet accepted were cancelled with your reason.')).toBeInTheDocument();
  expect(fakeData.table('orders')?.map((o) => [o.id, o.status, o.cancelledBy, o.cancelReason])).toEqual([
    ['o1', 'cancelled', 'thali', 'Spoiled food.'], ['o2', 'cancelled', 'thali', 'Spoiled food.'], ['o3', 'pending', undefined, undefined]]);
});

describe('in Marathi (issue 44)', () => {
  beforeEach(async () => {
    await act(() => setLocale('mr'));
  });
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  test('the listed kitchens\' count and a suspension\'s cancelled orders (plurals) read in Marathi', async () => {
    const user = openAnnapurna([order('o1', 'new'), order('o2', 'new'), order('o3', 'accepted')]);
    expect(await screen.findByText('1 किचन लिस्ट आहे, 0 निलंबित.')).toBeInTheDocument();
    expect(screen.getByText('1 किचन दाखवत आहे, नावानुसार.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'किचन शोधा' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annapurna Tiffins निलंबित करा' }));
    await user.type(screen.getByRole('textbox', { name: 'कारण (किचनला दिसेल)' }), 'खराब जेवण.');
    await user.click(screen.getByRole('button', { name: 'किचन निलंबित करा' }));
    expect(await screen.findByText('Annapurna Tiffins निलंबित झाले; किचनला तुमचे कारण दिसते. अजून न स्वीकारलेल्या 2 ऑर्डर तुमच्या कारणासह रद्द झाल्या.')).toBeInTheDocument();
    const card = within(await screen.findByRole('list', { name: 'लिस्ट झालेली आणि निलंबित किचन, नावानुसार' })).getByRole('listitem', { name: 'Annapurna Tiffins' });
    expect(card).toHaveTextContent(/स्थिती.* पासून निलंबित/);
    expect(within(card).getByRole('button', { name: 'Annapurna Tiffins चे निलंबन मागे घ्या' })).toBeInTheDocument();
    expect(await within(card).findByText(/^ops@thali\.test यांनी निलंबित केले, .*: खराब जेवण\.$/)).toBeInTheDocument();
  });
});
