import type { Page } from 'playwright-core';
import { readData } from '../harness/accounts';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { PORTAL } from '../harness/browser';
import { sessionForEachTest } from '../harness/sessions';

// Issue 39, a home cook on a phone (390 px): "Provide Meals" sets up the kitchen at signup (name, phone, area, address,
// cuisine), signing in lands it on its dashboard, and the top bar names the kitchen (live after a rename).

jest.setTimeout(180_000);

const session = sessionForEachTest();
const main = (page: Page) => page.locator('main');

test('a new kitchen signs up with its name, phone, area and cuisine → lands on its dashboard → its name is in the top bar', async () => {
  const { page } = session;
  await page.setViewportSize({ width: 390, height: 844 });
  const stamp = Date.now().toString(36);
  const email = `kitchen-signup-${stamp}@thali.test`;
  const password = 'journey-pass-1';
  const kitchenName = `Sunita Rasoi ${stamp}`;

  await page.goto(`${PORTAL}/signup`);
  await page.waitForFunction((title) => document.title === title, 'Sign Up · Thali');
  const kitchen = main(page).getByRole('group', { name: 'Your kitchen' });
  // axe reloads the page for each theme: the form is filled again each time
  const fill = async () => {
    await page.getByLabel('Full Name').fill('Sunita Wankhede');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByLabel('I want to').selectOption('meal_provider');
    await kitchen.getByLabel('Kitchen name').fill(kitchenName);
    // a phone that is no Indian number is refused below in one plain sentence, and nothing typed is lost
    await kitchen.getByLabel('Kitchen phone').fill('12345');
    await kitchen.getByLabel('Area').selectOption('Trimurti Nagar');
    await kitchen.getByLabel('Kitchen address').fill('22 Swavalambi Nagar, Trimurti Nagar, Nagpur 440022');
    await kitchen.getByLabel('Cuisine').selectOption('Maharashtrian');
  };
  await expectAxeCleanInBothThemes(page, '/signup as a kitchen at 390 px', fill);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await main(page).getByRole('button', { name: 'Sign Up' }).click();
  await kitchen.getByText('Please enter a 10-digit mobile number or a landline with its STD code, such as 0712 2345678.').waitFor();
  expect(await kitchen.getByLabel('Kitchen name').inputValue()).toBe(kitchenName);
  await kitchen.getByLabel('Kitchen phone').fill('98220 45678');
  await main(page).getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(`${PORTAL}/login`);

  // written in one go with the account: the listing holds its details, pending approval
  const accounts = await readData<Record<string, { email: string; role: string }>>('users');
  const uid = Object.entries(accounts).find(([, u]) => u.email === email)?.[0] ?? '';
  expect(await readData(`providers/${uid}`)).toMatchObject({ name: kitchenName, phone: '+91 98220 45678', area: 'Trimurti Nagar',
    address: '22 Swavalambi Nagar, Trimurti Nagar, Nagpur 440022', cuisine: 'maharashtrian' });
  expect(await readData(`providers/${uid}/approved`)).toBeNull();

  // signing in lands the kitchen on its dashboard, its name in the top bar (the phone menu's account on a phone)
  await page.getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/provider-dashboard'));
  await main(page).getByRole('heading', { level: 1 }).waitFor();
  const bar = page.getByRole('banner');
  await bar.getByRole('button', { name: 'Open menu' }).click();
  await bar.getByText(`Signed in as ${kitchenName}`).waitFor();
  expect(await main(page).getByRole('region', { name: 'Finish setting up your kitchen' }).count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(session.errors).toEqual([]);
});
