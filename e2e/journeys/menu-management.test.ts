import { createAccount, signIn } from '../harness/accounts';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { PORTAL } from '../harness/browser';
import { addDish } from '../harness/menu';
import { sessionsPerTest } from '../harness/sessions';

// Menu management (issue 20): the kitchen edits an item's price and the customer's open menu page shows it live;
// hides it (gone from the menu), shows it again; deletes another item (gone); the customer's past order of the deleted
// item keeps its name and price on My Orders. Axe in both themes with the edit form and the delete question open, and
// no sideways scroll at 390 px with the edit form open.


const sessions = sessionsPerTest();

test('edit a price (live on the menu), hide and show, delete; a past order keeps its name and price', async () => {
  const tag = Date.now().toString(36);
  const kitchen = await createAccount('meal_provider', `Menu Kitchen ${tag}`);
  const customer = await createAccount('user', 'Menu Customer');
  const now = Date.now();
  const item = (name: string, price: number, createdAt: number) => ({ providerId: kitchen.uid, name, description: `${name}, made fresh.`,
    price, diet: 'veg' as const, createdAt });
  await addDish(`journey-dal-${tag}`, item('Journey Dal', 120, now));
  await addDish(`journey-chai-${tag}`, item('Journey Chai', 25, now + 1));

  // The customer buys a chai (Buy Now, the profile address), lands on it in My Orders and goes back to the menu.
  const cp = (await sessions.signedIn(customer)).page;
  await cp.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
  const chaiCard = cp.getByRole('article', { name: 'Journey Chai' });
  await chaiCard.getByRole('button', { name: 'Buy Now' }).click();
  await chaiCard.getByRole('button', { name: 'Place order' }).click();
  await cp.getByText('Order placed successfully!').waitFor();
  await cp.waitForURL(/\/orders#order-/);
  await cp.goBack();
  const dalCard = cp.getByRole('article', { name: 'Journey Dal' });
  await dalCard.getByText('₹120.00').waitFor();

  // The kitchen edits the dal's price.
  const provider = await sessions.open();
  const kp = provider.page;
  await signIn(kp, kitchen.email, kitchen.password);
  await kp.setViewportSize({ width: 390, height: 844 }); // a phone, once signed in (the account menu sits in the phone menu)
  await kp.goto(`${PORTAL}/provider-dashboard/menu`);
  const mine = kp.getByRole('list', { name: 'Your menu items' });
  const editDal = mine.getByRole('button', { name: 'Edit Journey Dal' });
  const form = kp.getByRole('form', { name: 'Edit Journey Dal' });
  await expectAxeCleanInBothThemes(kp, '/provider-dashboard/menu with an edit form open', async () => {
    await editDal.click();
    await form.waitFor();
  });
  expect(await kp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await form.getByRole('spinbutton', { name: 'Price (₹)' }).fill('99');
  await form.getByRole('button', { name: 'Save' }).click();
  await kp.getByText('Journey Dal saved.').waitFor();
  await dalCard.getByText('₹99.00').waitFor(); // live on the customer's page

  // Hide: gone from the customer's menu; Show: back.
  await mine.getByRole('button', { name: 'Hide Journey Dal' }).click();
  await dalCard.waitFor({ state: 'detached' });
  await mine.getByRole('button', { name: 'Show Journey Dal' }).click();
  await dalCard.getByText('₹99.00').waitFor();

  // Delete the chai, after the question.
  const question = kp.getByRole('group', { name: 'Delete Journey Chai' });
  await expectAxeCleanInBothThemes(kp, '/provider-dashboard/menu with the delete question', async () => {
    await mine.getByRole('button', { name: 'Delete Journey Chai' }).click();
    await question.waitFor();
  });
  await question.getByText('Delete Journey Chai? Past orders keep its name and price.').waitFor();
  expect(await kp.evaluate(() => document.activeElement?.textContent)).toBe('Keep it');
  await question.getByRole('button', { name: 'Yes, delete' }).click();
  await kp.getByText('Journey Chai deleted.').waitFor();
  await chaiCard.waitFor({ state: 'detached' });

  // The past order still reads Journey Chai at ₹25.00.
  await cp.goto(`${PORTAL}/orders`);
  await cp.locator('main').getByText('Journey Chai').first().waitFor();
  await cp.locator('main').getByText('₹25.00').first().waitFor();
});
