import { createAccount, signIn } from '../harness/accounts';
import { PORTAL } from '../harness/browser';
import { addDish } from '../harness/menu';
import { sessionsPerTest } from '../harness/sessions';

// The data package's sentences on screen (issue 44): a kitchen's price that the data package's check refuses reads in
// English, and in मराठी and हिन्दी once the kitchen switches, without a reload (the form keeps its message, in the
// language on screen).

const sessions = sessionsPerTest();

test('a kitchen reads the data package\'s check of a price in English, then मराठी and हिन्दी', async () => {
  const tag = Date.now().toString(36);
  const kitchen = await createAccount('meal_provider', `Data Texts Kitchen ${tag}`);
  await addDish(`journey-poha-${tag}`, { providerId: kitchen.uid, name: 'Journey Poha', price: 40, diet: 'veg' });
  const { page } = await sessions.open();
  await signIn(page, kitchen.email, kitchen.password);
  await page.goto(`${PORTAL}/provider-dashboard/menu`);
  await page.getByRole('button', { name: 'Edit Journey Poha' }).click();
  const form = page.getByRole('form', { name: 'Edit Journey Poha' });
  await form.getByRole('spinbutton', { name: 'Price (₹)' }).fill('25000');
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Price must be at most ₹20,000').waitFor();

  await page.getByRole('button', { name: 'मराठी' }).click();
  await page.getByText('किंमत जास्तीत जास्त ₹20,000 असावी').waitFor();
  expect(await page.getByText('Price must be at most ₹20,000').count()).toBe(0);
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await page.getByText('कीमत ज़्यादा से ज़्यादा ₹20,000 होनी चाहिए').waitFor();
});
