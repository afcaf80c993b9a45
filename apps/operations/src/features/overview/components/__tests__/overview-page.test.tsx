import { act, screen } from '@testing-library/react';
import { dayStart, monthLabel } from '@thali/domain';
import type { Order, Subscription } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { setLocale } from '@thali/ui';
import { MESSAGES, REVIEWS, kitchen, renderPage, resetData } from '../../../../testing/render-page';
import { OverviewPage } from '../overview-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

beforeEach(resetData);


/** A figure of the Overview by its label. */
const figure = (label: string) => screen.getByText(label).parentElement?.querySelector('dd');

test('the Overview shows unread messages and kitchens awaiting approval, live, and links to Messages', async () => {
  fakeData.seed({ contactMessages: MESSAGES, providers: [kitchen('k1', true), kitchen('k2', false), kitchen('k3', false)] });
  renderPage(<OverviewPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Operations' })).toBeInTheDocument();
  expect(document.title).toBe('Operations · Thali');
  expect(figure('Unread messages')).toHaveTextContent('2');
  expect(figure('Kitchens awaiting approval')).toHaveTextContent('2');
  expect(screen.getByRole('link', { name: 'Open the kitchens queue' })).toHaveAttribute('href', '/ops/kitchens');
  // issue 41, Reviews: the open review reports (the fake seeds none yet: the queue is empty)
  expect(figure('Open review reports')).toHaveTextContent('Loading…');
  fakeData.seed({ reviews: REVIEWS });
  expect(figure('Open review reports')).toHaveTextContent('1');
  expect(screen.getByRole('region', { name: 'Pages' })).toContainElement(screen.getAllByRole('link', { name: 'Reviews' })[1] ?? null);
  expect(screen.getByRole('region', { name: 'Pages' })).toContainElement(screen.getAllByRole('link', { name: 'Messages' })[1] ?? null);
  fakeData.seed({ providers: [kitchen('k1', true), kitchen('k2', true), kitchen('k3', false)] });
  expect(figure('Kitchens awaiting approval')).toHaveTextContent('1');
  // a kitchen turned down waits for the kitchen to ask again, not for staff
  fakeData.seed({ kitchenDecisions: { k3: { rejection: { reason: 'No FSSAI number.', at: 0, by: 's' } } }, providers: [kitchen('k1', true), kitchen('k2', true), kitchen('k3', false)] });
  expect(figure('Kitchens awaiting approval')).toHaveTextContent('0');
  await expectNoAxeViolations();
});

test('while the database has not answered the figures say so; a refused read says it is not available', async () => {
  fakeData.fail('providers', new Error('PERMISSION_DENIED: Permission denied'));
  renderPage(<OverviewPage />);
  expect(figure('Unread messages')).toHaveTextContent('Loading…');
  expect(figure('Kitchens awaiting approval')).toHaveTextContent('Not available');
});

test('the Overview counts listed and suspended kitchens from the kept counts, live', async () => {
  fakeData.seed({ providers: [kitchen('k1', true), kitchen('k2', true), kitchen('k3', false)], kitchenDecisions: {} });
  renderPage(<OverviewPage />);
  expect(figure('Listed kitchens')).toHaveTextContent('2');
  expect(figure('Suspended kitchens')).toHaveTextContent('0');
  // a suspended kitchen is neither listed nor awaiting approval
  fakeData.seed({ kitchenDecisions: { k2: { suspension: { reason: 'Spoiled food.', at: 0, by: 's' } } },
    providers: [kitchen('k1', true), kitchen('k2', false), kitchen('k3', false)] });
  expect(figure('Listed kitchens')).toHaveTextContent('1');
  expect(figure('Suspended kitchens')).toHaveTextContent('1');
  expect(figure('Kitchens awaiting approval')).toHaveTextContent('1');
  await expectNoAxeViolations();
});

test('the Overview shows today\'s and this month\'s orders, with the cancelled ones, and their value net of them, in rupees', async () => {
  const now = Date.now();
  const yesterday = dayStart(now) - 60 * 60 * 1000;
  const order = (id: string, total: number, timestamp: number, status: Order['status'] = 'pending') =>
    ({ id, userId: 'u1', providerId: 'k1', lines: [], itemsTotal: total - 30, fee: 30, total, status, step: 'new', timestamp }) as unknown as Order;
  renderPage(<OverviewPage />);
  expect(figure('Orders today')).toHaveTextContent('Loading…');
  fakeData.seed({ orders: [order('o1', 250, now), order('o2', 1200, now, 'cancelled'), order('o3', 400, yesterday, 'completed')] });
  expect(figure('Orders today')).toHaveTextContent(/^2 \(1 cancelled\)$/);
  expect(figure('Order value today')).toHaveTextContent('₹250.00');
  const sameMonth = monthLabel(yesterday) === monthLabel(now);
  expect(figure('Orders this month')).toHaveTextContent(sameMonth ? '3 (1 cancelled)' : '2 (1 cancelled)');
  expect(figure('Order value this month')).toHaveTextContent(sameMonth ? '₹650.00' : '₹250.00');
  // live: a new order today moves the figures
  fakeData.seed({ orders: [order('o1', 250, now), order('o2', 1200, now, 'cancelled'), order('o3', 400, yesterday, 'completed'), order('o4', 1000, now)] });
  expect(figure('Orders today')).toHaveTextContent(/^3 \(1 cancelled\)$/);
  expect(figure('Order value today')).toHaveTextContent('₹1,250.00');
  await expectNoAxeViolations();
});

test('the Overview shows the active tiffin subscriptions (cancelled ones leave the figure), live', async () => {
  const subscription = (id: string, status: 'active' | 'cancelled') => ({ id, planId: 'pl1', providerId: 'k1', customerId: 'u1', status }) as unknown as Subscription;
  renderPage(<OverviewPage />);
  expect(figure('Active tiffin subscriptions')).toHaveTextContent('Loading…');
  fakeData.seed({ subscriptions: [subscription('s1', 'active'), subscription('s2', 'active'), subscription('s3', 'cancelled')] });
  expect(figure('Active tiffin subscriptions')).toHaveTextContent(/^2$/);
  fakeData.seed({ subscriptions: [subscription('s1', 'active'), subscription('s2', 'cancelled'), subscription('s3', 'cancelled')] });
  expect(figure('Active tiffin subscriptions')).toHaveTextContent(/^1$/);
});

describe('in Marathi (issue 44)', () => {
  beforeEach(async () => {
    await act(() => setLocale('mr'));
  });
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  test('the Overview\'s title, section bar, figures and links read in Marathi; rupees and digits stay as in English', async () => {
    const now = Date.now();
    const order = (id: string, total: number, status: Order['status'] = 'pending') =>
      ({ id, userId: 'u1', providerId: 'k1', lines: [], itemsTotal: total - 30, fee: 30, total, status, step: 'new', timestamp: now }) as unknown as Order;
    fakeData.seed({ contactMessages: MESSAGES, orders: [order('o1', 1250), order('o2', 1200, 'cancelled'), order('o3', 400)] });
    renderPage(<OverviewPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'ऑपरेशन्स' })).toBeInTheDocument();
    expect(document.title).toBe('ऑपरेशन्स · Thali');
    expect(screen.getByRole('navigation', { name: 'ऑपरेशन्स' })).toContainElement(screen.getByRole('link', { name: 'आढावा' }));
    expect(figure('न वाचलेले संदेश')).toHaveTextContent(/^2$/);
    expect(figure('आजच्या ऑर्डर')).toHaveTextContent(/^3 \(1 रद्द\)$/);
    expect(figure('आजच्या ऑर्डरची रक्कम')).toHaveTextContent('₹1,650.00');
    expect(figure('चालू टिफिन सदस्यता')).toHaveTextContent('लोड होत आहे…');
    expect(screen.getByRole('link', { name: 'किचनची रांग उघडा' })).toHaveAttribute('href', '/ops/kitchens');
    const pages = screen.getByRole('region', { name: 'पाने' });
    expect(pages).toHaveTextContent('सहाय्य: क्रमांकाने ऑर्डर शोधा');
    await expectNoAxeViolations();
  });
});
