import { createAccount, CUSTOMER_PHONE, readData, runAdmin, writeData } from '../harness/accounts';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { PORTAL } from '../harness/browser';
import { sessionsPerTest } from '../harness/sessions';

// Thali's staff (issue 41). A signed-out visitor to /ops signs in and comes back to it; staff see Operations in the
// top bar, the Overview's unread count and the month's orders and value, and on Messages (at 390 px, axe light and dark, no sideways scroll) mark a
// message handled: the unread count goes down live and the database holds who and when, with its audit entry. A
// customer and a kitchen opening /ops are sent home without a frame of the staff pages. On Kitchens (at 390 px, axe
// light and dark) staff reject a new kitchen with a reason and approve it once it asked again; the kitchen's dashboard,
// never reloaded, shows each live; and suspend a listed kitchen (its menu refuses Buy Now, its subscriber's My Tiffins
// says "Paused by Thali", its dashboard says why, live) and unsuspend it. On Support (at 390 px, axe light and dark)
// staff find an order by its number and cancel it with a reason; the customer's My Orders says "Cancelled by Thali: <reason>".

const { open: session, signedIn } = sessionsPerTest();

/** The number a figure of the Overview shows, by its label. */
async function figure(page: import('playwright-core').Page, label: string): Promise<number> {
  const value = page.locator('dl > div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  await value.filter({ hasText: /^\d+$/ }).waitFor();
  return Number(await value.textContent());
}

test('staff sign in to /ops, see the unread messages and mark one handled, live, at 390 px', async () => {
  const tag = Date.now().toString(36);
  const staff = await createAccount('user', 'Ops Journey');
  expect(await runAdmin(['grant', staff.email])).toBe(`${staff.email} is Thali staff now: signed in, it opens Operations (/ops).`);
  const id = `ops-msg-${tag}`;
  const subject = `Journey question ${tag}`;
  await writeData(`contactMessages/${id}`, { name: 'Meera Journey', email: 'meera@example.in', subject, message: 'Do you deliver on Sundays?',
    createdAt: Date.now() });

  // signed out: /ops asks to sign in, then comes back
  const { page } = await session();
  await page.goto(`${PORTAL}/ops`);
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/ops');
  await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operations' }).waitFor();
  const unread = await figure(page, 'Unread messages');
  expect(unread).toBeGreaterThanOrEqual(1);
  // issue 41: the month's orders (from the kept totals: as many as the month's numbers given out) and their value in rupees
  const kolkata = new Date(Date.now() + 5.5 * 3600e3);
  const month = `${String(kolkata.getUTCFullYear() % 100).padStart(2, '0')}${String(kolkata.getUTCMonth() + 1).padStart(2, '0')}`;
  const ordersThisMonth = page.locator('dl > div', { has: page.getByText('Orders this month', { exact: true }) }).locator('dd');
  await ordersThisMonth.filter({ hasText: /^\d+( \(\d+ cancelled\))?$/ }).waitFor();
  expect(Number((await ordersThisMonth.textContent())?.split(' ')[0])).toBe((await readData<number | null>(`orderCounters/${month}`)) ?? 0);
  await page.locator('dl > div', { has: page.getByText('Order value this month', { exact: true }) }).locator('dd').filter({ hasText: /^₹[\d,]+\.\d{2}$/ }).waitFor();

  // Messages on a phone
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('main').getByRole('link', { name: 'Messages' }).first().click();
  await page.waitForURL((url) => url.pathname === '/ops/messages');
  const item = page.getByRole('listitem', { name: subject });
  await item.waitFor();
  await page.getByText(`${unread} unread message${unread === 1 ? '' : 's'}.`).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeCleanInBothThemes(page, 'Operations · Messages at 390 px', () => item.waitFor());
  expect(await item.getByRole('link', { name: 'Reply by e-mail to Meera Journey' }).getAttribute('href'))
    .toBe(`mailto:meera@example.in?subject=${encodeURIComponent(`Re: ${subject}`)}`);

  // by keyboard: focus the button and press Enter
  await item.getByRole('button', { name: `Mark handled (${subject})` }).focus();
  await page.keyboard.press('Enter');
  await item.getByText(/Handled by you/).waitFor();
  const left = unread - 1;
  await page.getByText(left === 0 ? 'No unread messages.' : `${left} unread message${left === 1 ? '' : 's'}.`).waitFor();
  const handled = await readData<{ by: string; at: number; audit: string }>(`contactMessages/${id}/handled`);
  expect(handled).toMatchObject({ by: staff.uid });
  expect(await readData(`audit/${handled.audit}`)).toMatchObject({ by: staff.uid, action: 'handle', target: `contactMessages/${id}`, at: handled.at });

  await page.locator('main').getByRole('link', { name: 'Overview' }).click();
  await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
  expect(await figure(page, 'Unread messages')).toBe(left);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAxeCleanInBothThemes(page, 'Operations · Overview', () => page.getByText('Unread messages', { exact: true }).waitFor());

  // Support (issue 41): the same staff page finds an accepted order by its number and cancels it with a reason, at
  // 390 px and by keyboard; the kitchen's stats move with it and the customer's My Orders says why
  const { customer, number, orderId, kitchen } = await acceptedOrder(tag);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('main').getByRole('link', { name: 'Support' }).first().click();
  await page.waitForURL((url) => url.pathname === '/ops/support');
  const found = page.getByRole('listitem', { name: `Order ${number} · Support Kitchen ${tag}` });
  // the lookup is not kept in the address (a customer's e-mail would be), so after each theme's reload it is asked again
  const lookUp = async () => {
    await page.getByRole('searchbox', { name: 'Order number, e-mail or mobile number' }).fill(` ${number.toLowerCase()} `);
    await page.keyboard.press('Enter');
    await found.getByText('Accepted', { exact: true }).first().waitFor();
  };
  await lookUp();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeCleanInBothThemes(page, 'Operations · Support at 390 px', lookUp);
  await found.getByRole('button', { name: `Cancel order ${number}` }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('The customer called: nobody will be home.');
  await found.getByRole('button', { name: 'Cancel the order' }).click();
  await found.getByText('Cancelled by Thali: The customer called: nobody will be home.').waitFor();
  await found.getByRole('list', { name: 'What Thali did' }).getByText(/Cancelled by you/).waitFor();
  const cancelled = await readData<{ cancelledBy: string; cancelAudit: string }>(`orders/${orderId}`);
  expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'thali', cancelReason: 'The customer called: nobody will be home.' });
  expect(await readData(`audit/${cancelled.cancelAudit}`)).toMatchObject({ by: staff.uid, action: 'cancel', target: `orders/${orderId}` });
  expect(await readData(`stats/${kitchen.uid}`)).toMatchObject({ pendingOrders: 0, cancelledOrders: 1, totalRevenue: 0 });
  const { page: mine } = await signedIn(customer);
  await mine.goto(`${PORTAL}/orders`);
  await mine.getByText('Cancelled by Thali: The customer called: nobody will be home.').waitFor();
});

/** A customer's order of a new kitchen, accepted, numbered and counted as a checkout and the kitchen's Accept leave it. */
async function acceptedOrder(tag: string) {
  const kitchen = await createAccount('meal_provider', `Support Kitchen ${tag}`);
  const customer = await createAccount('user', 'Support Customer');
  const now = Date.now();
  const orderId = `-support${tag}`;
  const seq = 10000 + (now % 89999);
  const number = `TH-0001-${seq}`;
  const ist = new Date(now + 5.5 * 3600e3);
  const monthStart = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - 5.5 * 3600e3;
  await writeData(`orders/${orderId}`, { userId: customer.uid, providerId: kitchen.uid, orderNumber: number,
    lines: { 0: { itemId: `${kitchen.uid}-dal`, itemName: 'Dal Tadka', price: 120, quantity: 1, diet: 'veg' } }, lineCount: 1, itemsTotal: 120, fee: 40,
    total: 160, status: 'pending', step: 'accepted', timestamp: now, acceptedAt: now, readyBy: now + 40 * 60_000, boardKey: `${kitchen.uid}|pending|${now}`,
    address: '12, Laxmi Nagar, Trimurti Nagar, Nagpur 440022', customerName: 'Support Customer', customerPhone: CUSTOMER_PHONE });
  await writeData(`orderNumbers/${number}`, { by: customer.uid, order: orderId, month: '0001', seq });
  await writeData(`stats/${kitchen.uid}`, { totalOrders: 1, totalRevenue: 160, monthlyOrders: 1, monthlyRevenue: 160, monthStart, pendingOrders: 1,
    completedOrders: 0, cancelledOrders: 0, event: 'created', batch: { 0: orderId }, applied: { [orderId]: 'created' } });
  return { kitchen, customer, number, orderId };
}

test('a customer and a kitchen opening /ops are sent home, never shown a staff page; neither sees Operations', async () => {
  for (const role of ['user', 'meal_provider'] as const) {
    const account = await createAccount(role, role === 'user' ? 'Curious Customer' : 'Curious Kitchen');
    const { page } = await signedIn(account);
    // any frame of a staff page on the way home would be caught here
    await page.evaluate(() => {
      const w = window as typeof window & { sawStaffPage?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('[data-remote="operations"]')) w.sawStaffPage = true;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.evaluate(() => {
      history.pushState({}, '', '/ops');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => (window as typeof window & { sawStaffPage?: boolean }).sawStaffPage ?? false)).toBe(false);
    await page.goto(`${PORTAL}/ops/messages`);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('heading', { level: 1, name: 'Messages' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operations' }).count()).toBe(0);
  }
});

test('staff reject a new kitchen with a reason and then approve it on the Kitchens page; its dashboard banner follows live, at 390 px', async () => {
  const tag = Date.now().toString(36);
  const name = `Queue Kitchen ${tag}`;
  const kitchen = await createAccount('meal_provider', name, { approved: false, phone: '+91 98220 45678' });
  const staff = await createAccount('user', 'Ops Kitchens');
  await runAdmin(['grant', staff.email]);

  // the kitchen's dashboard, open all along in its own session: it is never reloaded
  const { page: dash } = await signedIn(kitchen);
  await dash.goto(`${PORTAL}/provider-dashboard`);
  const banner = dash.getByRole('status', { name: 'Kitchen approval' });
  await banner.getByText('Your kitchen is awaiting approval.', { exact: false }).waitFor();

  const { page } = await signedIn(staff);
  await page.goto(`${PORTAL}/ops`);
  await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Open the kitchens queue' }).click();
  await page.waitForURL((url) => url.pathname === '/ops/kitchens');
  const card = page.getByRole('list', { name: 'Kitchens awaiting approval, oldest first' }).getByRole('listitem', { name });
  await card.waitFor();
  await card.getByRole('link', { name: kitchen.email }).waitFor();
  await card.getByText('+91 98220 45678').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeCleanInBothThemes(page, 'Operations · Kitchens at 390 px', () => card.waitFor());

  // Reject, by keyboard, with a reason: the kitchen sees it live
  await card.getByRole('button', { name: `Reject ${name}` }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Please add your FSSAI number.');
  await card.getByRole('button', { name: 'Reject the kitchen' }).click();
  const rejected = page.getByRole('list', { name: 'Rejected kitchens' }).getByRole('listitem', { name });
  await rejected.getByText(`Rejected by ${staff.email}`, { exact: false }).waitFor();
  await banner.getByText('Rejected by Thali: Please add your FSSAI number.').waitFor();
  const stored = await readData<{ reason: string; by: string; audit: string }>(`providers/${kitchen.uid}/rejection`);
  expect(stored).toMatchObject({ reason: 'Please add your FSSAI number.', by: staff.uid });
  expect(await readData(`audit/${stored.audit}`)).toMatchObject({ by: staff.uid, action: 'reject', target: `providers/${kitchen.uid}` });

  // the kitchen asks again; it is back in the queue, and staff approve it: the banner goes away live
  await banner.getByRole('button', { name: 'Ask again' }).click();
  await banner.getByText('Your kitchen is awaiting approval.', { exact: false }).waitFor();
  await card.getByRole('button', { name: `Approve ${name}` }).click();
  await card.waitFor({ state: 'detached' });
  await banner.getByText(/awaiting approval|Rejected by Thali/).waitFor({ state: 'detached' });
  expect(await readData(`providers/${kitchen.uid}/approved`)).toBe(true);
  expect(await readData(`providers/${kitchen.uid}/rejection`)).toBeNull();
});

test('staff suspend a listed kitchen: its menu refuses Buy Now, its subscriber sees "Paused by Thali", its dashboard says why; Unsuspend restores it', async () => {
  const tag = Date.now().toString(36);
  const name = `Suspend Kitchen ${tag}`;
  const kitchen = await createAccount('meal_provider', name);
  const customer = await createAccount('user', 'Suspend Subscriber');
  const staff = await createAccount('user', 'Ops Suspend');
  await runAdmin(['grant', staff.email]);
  const now = Date.now();
  await writeData(`menu-items/${kitchen.uid}-thali`, { name: 'Suspend Thali', description: 'Dal, rice and two sabzi.', price: 120, category: 'main-course',
    diet: 'veg', imageUrl: '/images/thali.svg', providerId: kitchen.uid, status: 'active', createdAt: now, updatedAt: now });
  // a subscriber since three days ago, every day, lunch and dinner
  const IST = 5.5 * 3600e3;
  const DAY = 864e5;
  const today = Math.floor((now + IST) / DAY) * DAY - IST;
  const planId = `${kitchen.uid}-plan`;
  const plan = { providerId: kitchen.uid, name: 'Suspend Tiffin', description: 'Dal, sabzi, rotis and rice.', meals: 'both', days: '1111111', diet: 'veg',
    price: 3000, mealPricePaise: 5000, capacity: 5, seatsTaken: 1, seatEvent: { sub: `${tag}-sub`, kind: 'taken' }, lunchCutoff: 600, dinnerCutoff: 1080,
    status: 'active', createdAt: now, updatedAt: now };
  await writeData(`plans/${planId}`, plan);
  await writeData(`subscriptions/${tag}-sub`, { planId, providerId: kitchen.uid, customerId: customer.uid, customerName: 'Suspend Subscriber',
    address: 'Dharampeth, Nagpur', phone: '+91 98220 12345', planName: plan.name, meals: plan.meals, days: plan.days, diet: plan.diet,
    mealPricePaise: plan.mealPricePaise, startDay: today - 3 * DAY, status: 'active', createdAt: now });

  // the kitchen's dashboard, open all along: never reloaded
  const { page: dash } = await signedIn(kitchen);
  await dash.goto(`${PORTAL}/provider-dashboard`);
  const banner = dash.getByRole('status', { name: 'Kitchen approval' });

  const { page } = await signedIn(staff);
  await page.goto(`${PORTAL}/ops/kitchens`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('searchbox', { name: 'Find a kitchen' }).fill(name);
  const card = page.getByRole('list', { name: 'Listed and suspended kitchens, by name' }).getByRole('listitem', { name });
  await card.getByText('Listed', { exact: true }).waitFor();
  // Suspend, by keyboard, with a reason
  await card.getByRole('button', { name: `Suspend ${name}` }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Several customers reported spoiled food.');
  await card.getByRole('button', { name: 'Suspend the kitchen' }).click();
  // the form closes once the write is acknowledged; the live list may show the reason a moment before that
  await card.getByRole('textbox', { name: 'Reason (shown to the kitchen)' }).waitFor({ state: 'detached' });
  await card.getByRole('definition').filter({ hasText: /^Several customers reported spoiled food\.$/ }).waitFor();
  await card.getByText(`Suspended by ${staff.email}`, { exact: false }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // each theme's reload starts the list again from the top (20 by name): find the kitchen again, as staff would
  const findAgain = async () => {
    await page.getByRole('searchbox', { name: 'Find a kitchen' }).fill(name);
    await card.waitFor();
  };
  await expectAxeCleanInBothThemes(page, 'Operations · Kitchens, a suspended kitchen at 390 px', findAgain);
  expect(await readData(`providers/${kitchen.uid}/approved`)).toBe(false);
  await banner.getByText('Suspended by Thali: Several customers reported spoiled food.').waitFor();

  // its menu refuses Buy Now; the subscriber's My Tiffins shows the pause
  const { page: shop } = await signedIn(customer);
  await shop.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
  await shop.getByText('This kitchen is not taking orders right now.').waitFor();
  await shop.getByRole('button', { name: 'Buy Now' }).first().waitFor();
  expect(await shop.getByRole('button', { name: 'Buy Now' }).first().isDisabled()).toBe(true);
  await shop.goto(`${PORTAL}/tiffins`);
  const tiffin = shop.getByRole('article', { name: 'Suspend Tiffin' });
  await tiffin.getByText('Paused by Thali: the kitchen is not taking orders right now.', { exact: false }).waitFor();

  // Unsuspend: listed again, the pause and the banner go, live
  await card.getByRole('button', { name: `Unsuspend ${name}` }).click();
  await card.getByText('Listed', { exact: true }).waitFor();
  await banner.getByText('Suspended by Thali', { exact: false }).waitFor({ state: 'detached' });
  // the notice goes; today stays paused (a day suspended for any part is neither cooked nor billed), tomorrow is on
  await tiffin.getByText('Paused by Thali: the kitchen is not taking orders right now.', { exact: false }).waitFor({ state: 'detached' });
  await tiffin.getByText('Lunch: Coming').first().waitFor();
  expect(await readData(`providers/${kitchen.uid}/approved`)).toBe(true);
  await shop.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
  await shop.getByRole('heading', { level: 1, name }).waitFor();
  await shop.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Buy Now' && !b.disabled));
});
