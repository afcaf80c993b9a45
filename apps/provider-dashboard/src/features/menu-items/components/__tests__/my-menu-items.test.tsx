import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as data from '@thali/firebase-data';
import * as logic from '@thali/firebase-data/logic';
import type { MenuItem } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { PROVIDER_UID, renderWith, resetData } from '../../../../test-utils';
import { MyMenuItems } from '../my-menu-items';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { PHOTO_FIELD_TEXTS } from '@thali/ui/photo';
import { installPhotoDevice } from '@thali/ui/photo-testing';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const item = (id: string, overrides: Partial<MenuItem> = {}): MenuItem => ({
  id, providerId: PROVIDER_UID, name: 'Rice Kheer', description: 'Pudding', price: 40, category: 'desserts',
  imageUrl: '/images/kheer.svg', status: 'active', createdAt: 1, updatedAt: 1, diet: 'veg', ...overrides,
});

// The database answering with the menu items, or refusing them.
const feed = {
  emit: (items: MenuItem[]) => fakeData.seed({ menuItems: items }),
  fail: (error: Error) => fakeData.fail('menuItems', error),
};
beforeEach(resetData);

test("lists the provider's own items live, newest first, with category label and price", () => {
  renderWith(<MyMenuItems providerId={PROVIDER_UID} />);
  expect(jest.mocked(data.subscribeMenuItems).mock.calls[0]![0].providerId).toBe(PROVIDER_UID);
  expect(screen.getByText('Loading your menu items')).toBeInTheDocument();
  feed.emit([]);
  expect(screen.getByText('You have not added any menu items yet.')).toBeInTheDocument();
  feed.emit([item('a', { createdAt: 1 }), item('b', { name: 'Masala Chai', category: 'beverages', price: 20, createdAt: 2 })]);
  const rows = within(screen.getByRole('list', { name: 'Your menu items' })).getAllByRole('listitem');
  expect(rows.map((r) => within(r).getByRole('heading').textContent)).toEqual(['Masala Chai', 'Rice Kheer']);
  expect(rows[0]!).toHaveTextContent('Beverages');
  expect(rows[0]!).toHaveTextContent('₹20.00');
  expect(rows[1]!).toHaveTextContent('Desserts');
  expect(rows[1]!).toHaveTextContent('₹40.00');
  const img = rows[1]!.querySelector('img');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('width', '56');
});

test('links to the public menu page', () => {
  renderWith(<MyMenuItems providerId={PROVIDER_UID} />);
  expect(screen.getByRole('link', { name: 'View your public menu page' })).toHaveAttribute('href', `/provider/${PROVIDER_UID}/menu`);
});

test("a load failure shows an 'Error' heading with the message", () => {
  renderWith(<MyMenuItems providerId={PROVIDER_UID} />);
  feed.fail(new Error('Permission denied'));
  const alert = screen.getByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Permission denied');
});

describe('managing an item (issue 20)', () => {
  const open = () => {
    renderWith(<MyMenuItems providerId={PROVIDER_UID} />);
    feed.emit([item('a'), item('b', { name: 'Masala Chai', category: 'beverages', price: 20, createdAt: 2 })]);
  };
  const row = (name: string) => screen.getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { name }))!;
  /** Rice Kheer's edit form, opened with its Edit button: the user, the form and its Name field. */
  const openEdit = async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Edit Rice Kheer' }));
    const form = screen.getByRole('form', { name: 'Edit Rice Kheer' });
    return { user, form, name: within(form).getByRole('textbox', { name: 'Name' }) };
  };

  test('Edit opens the same form prefilled with the Name focused; Save stores it, says so and gives the focus back to Edit', async () => {
    const { user, form, name } = await openEdit();
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Rice Kheer');
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue('Pudding');
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveValue('desserts');
    expect(within(form).getByRole('textbox', { name: /Image URL/ })).toHaveValue('/images/kheer.svg');
    const price = within(form).getByRole('spinbutton', { name: 'Price (₹)' });
    expect(price).toHaveValue(40);
    await user.clear(price);
    await user.type(price, '55');
    expect(within(form).getByRole('radio', { name: 'Veg' })).toBeChecked();
    expect(within(form).getByRole('spinbutton', { name: 'Plates per day' })).toHaveValue(null);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(data.updateMenuItem).toHaveBeenCalledWith('a', {
      name: 'Rice Kheer', description: 'Pudding', price: '55', category: 'desserts', diet: 'veg', platesPerDay: '', imageUrl: '/images/kheer.svg',
    });
    expect(await screen.findByText('Rice Kheer saved.')).toHaveAttribute('role', 'status');
    expect(row('Rice Kheer')).toHaveTextContent('₹55.00');
    expect(screen.getByRole('button', { name: 'Edit Rice Kheer' })).toHaveFocus();
  });

  test('the edit form checks like the Add form; Cancel (or Escape) leaves the item as it was', async () => {
    const { user, form, name } = await openEdit();
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(form).toHaveTextContent('Name is required');
    expect(name).toHaveFocus();
    expect(data.updateMenuItem).not.toHaveBeenCalled();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Rice Kheer' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('form', { name: 'Edit Rice Kheer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(row('Rice Kheer')).toHaveTextContent('₹40.00');
  });

  test('in the edit form too, a picture that fails to load blocks the save with the preview’s words', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Edit Rice Kheer' }));
    const form = screen.getByRole('form', { name: 'Edit Rice Kheer' });
    fireEvent.error(await within(form).findByRole('img', { name: 'Preview of the menu item image' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('textbox', { name: /Image URL/ })).toHaveFocus();
    expect(form).toHaveTextContent('Invalid image URL');
    expect(data.updateMenuItem).not.toHaveBeenCalled();
  });

  test('a new photo replaces the old one: Save waits for the upload, then stores the new photo', async () => {
    const device = installPhotoDevice({ width: 3000, height: 4000 });
    try {
      const { user, form } = await openEdit();
      const newRef = `storage:kitchens/${PROVIDER_UID}/dishes/newkheer0123456789.webp`;
      let finish: () => void = () => {};
      jest.mocked(data.uploadImage).mockImplementationOnce(() => new Promise((resolve) => { finish = () => resolve({ ref: newRef }); }));
      await user.upload(within(form).getByLabelText(PHOTO_FIELD_TEXTS.take), new File(['jpeg'], 'kheer.jpg', { type: 'image/jpeg' }));
      await within(form).findByRole('progressbar');
      expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
      expect(jest.mocked(data.uploadImage).mock.calls[0]![0]).toMatchObject({ kind: 'dish', contentType: 'image/webp' });
      await act(async () => finish());
      expect(within(form).getByRole('img', { name: 'Preview of the menu item image' })).toHaveAttribute('src', device.objectUrls[0]);
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      expect(data.updateMenuItem).toHaveBeenCalledWith('a', expect.objectContaining({ imageUrl: newRef }));
      expect(await screen.findByText('Rice Kheer saved.')).toBeInTheDocument();
    } finally {
      device.restore();
    }
  });

  test('Hide marks the item Hidden (status inactive); Show puts it back', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Hide Rice Kheer' }));
    expect(data.setMenuItemStatus).toHaveBeenCalledWith('a', 'inactive');
    expect(await within(row('Rice Kheer')).findByText('Hidden')).toBeInTheDocument();
    expect(screen.getByText('Rice Kheer is hidden from your menu.')).toHaveAttribute('role', 'status');
    expect(within(row('Masala Chai')).queryByText('Hidden')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Rice Kheer' }));
    expect(data.setMenuItemStatus).toHaveBeenLastCalledWith('a', 'active');
    await waitFor(() => expect(within(row('Rice Kheer')).queryByText('Hidden')).not.toBeInTheDocument());
    expect(screen.getByText('Rice Kheer is on your menu again.')).toHaveAttribute('role', 'status');
  });

  test('Delete asks first (focus on "Keep it"); Keep it goes back to Delete; Yes, delete removes it and says so', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Delete Rice Kheer' }));
    const confirm = screen.getByRole('group', { name: 'Delete Rice Kheer' });
    expect(confirm).toHaveTextContent('Delete Rice Kheer? Past orders keep its name and price.');
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Delete Rice Kheer' })).toHaveFocus();
    expect(data.deleteMenuItem).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(data.deleteMenuItem).toHaveBeenCalledWith('a');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Rice Kheer' })).not.toBeInTheDocument());
    const status = screen.getByText('Rice Kheer deleted.');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveFocus();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  test('a refused change says so in plain words and leaves the item', async () => {
    const user = userEvent.setup();
    open();
    jest.mocked(data.setMenuItemStatus).mockRejectedValueOnce(Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' }));
    jest.mocked(data.deleteMenuItem).mockRejectedValueOnce(Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' }));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Hide Rice Kheer' }));
    expect(await within(row('Rice Kheer')).findByRole('alert')).toHaveTextContent('We could not hide this item. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Delete Rice Kheer' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await within(row('Rice Kheer')).findByRole('alert')).toHaveTextContent('We could not delete this item. Please try again.');
    expect(screen.getByRole('button', { name: 'Delete Rice Kheer' })).toHaveFocus();
    consoleError.mockRestore();
  });
});

describe('diet marks and plates per day (issue 16)', () => {
  const row = (name: string) => screen.getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { name }))!;
  const TODAY = logic.dayStart(Date.now());
  const NOON = TODAY + 12 * 3_600_000; // a fixed moment of that day: the test does not depend on when it runs

  test('each item shows its diet mark with its word; an older item without a diet shows none', () => {
    renderWith(<MyMenuItems providerId={PROVIDER_UID} />);
    feed.emit([
      item('a'),
      item('b', { name: 'Egg Curry', diet: 'egg', createdAt: 2 }),
      item('c', { name: 'Chicken Biryani', diet: 'non-veg', createdAt: 3 }),
      item('d', { name: 'Old Thali', diet: undefined, createdAt: 0 }),
    ]);
    expect(row('Rice Kheer').querySelector('[data-diet="veg"]')).toHaveTextContent('Veg');
    expect(row('Egg Curry').querySelector('[data-diet="egg"]')).toHaveTextContent('Egg');
    expect(row('Chicken Biryani').querySelector('[data-diet="non-veg"]')).toHaveTextContent('Non-veg');
    expect(row('Old Thali').querySelector('[data-diet]')).toBeNull();
  });

  test("a limited item says how many of today's plates are sold, live; a count of another day is none sold", () => {
    fakeData.seed({ plates: { [PROVIDER_UID]: { [TODAY]: { a: 3 }, [TODAY - 86_400_000]: { b: 9 } } } });
    renderWith(<MyMenuItems providerId={PROVIDER_UID} now={NOON} />);
    feed.emit([
      item('a', { platesPerDay: 20 }),
      item('b', { name: 'Masala Chai', platesPerDay: 10, createdAt: 2 }),
      item('c', { name: 'Plain Rice', createdAt: 3 }),
    ]);
    expect(jest.mocked(data.subscribePlates).mock.calls[0]![0]).toMatchObject({ providerId: PROVIDER_UID });
    expect(row('Rice Kheer')).toHaveTextContent('3 of 20 plates sold today');
    expect(row('Masala Chai')).toHaveTextContent('0 of 10 plates sold today');
    expect(row('Plain Rice')).not.toHaveTextContent(/plates? sold|Sold out/);
    fakeData.seed({ plates: { [PROVIDER_UID]: { [TODAY]: { a: 20, b: 1 } } } });
    expect(within(row('Rice Kheer')).getByText('Sold out today')).toBeInTheDocument();
    expect(row('Masala Chai')).toHaveTextContent('1 of 10 plates sold today');
    // issue 40: plates ordered ahead for tomorrow's slots are tomorrow's count, said beside today's
    fakeData.seed({ plates: { [PROVIDER_UID]: { [TODAY]: { a: 20, b: 1 }, [TODAY + 86_400_000]: { a: 20, b: 4 } } } });
    expect(row('Rice Kheer')).toHaveTextContent('Sold out today · Sold out tomorrow');
    expect(row('Masala Chai')).toHaveTextContent('1 of 10 plates sold today · 4 ordered for tomorrow');
  });

  test('a menu without limited items does not read the plate counts', () => {
    renderWith(<MyMenuItems providerId={PROVIDER_UID} />);
    feed.emit([item('a')]);
    expect(data.subscribePlates).not.toHaveBeenCalled();
  });

  test('editing sets a daily limit and changes the diet; emptying the field removes the limit', async () => {
    const user = userEvent.setup();
    renderWith(<MyMenuItems providerId={PROVIDER_UID} />);
    feed.emit([item('a')]);
    await user.click(screen.getByRole('button', { name: 'Edit Rice Kheer' }));
    let form = screen.getByRole('form', { name: 'Edit Rice Kheer' });
    await user.click(within(form).getByRole('radio', { name: 'Egg' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Plates per day' }), '12');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(data.updateMenuItem).toHaveBeenLastCalledWith('a', expect.objectContaining({ diet: 'egg', platesPerDay: '12' }));
    expect(await within(row('Rice Kheer')).findByText('0 of 12 plates sold today')).toBeInTheDocument();
    expect(row('Rice Kheer').querySelector('[data-diet="egg"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit Rice Kheer' }));
    form = screen.getByRole('form', { name: 'Edit Rice Kheer' });
    const plates = within(form).getByRole('spinbutton', { name: 'Plates per day' });
    expect(plates).toHaveValue(12);
    await user.clear(plates);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(data.updateMenuItem).toHaveBeenLastCalledWith('a', expect.objectContaining({ platesPerDay: '' }));
    await waitFor(() => expect(row('Rice Kheer')).not.toHaveTextContent('plates sold today'));
  });

  test('an older item without a diet must be given one before it is saved', async () => {
    const user = userEvent.setup();
    renderWith(<MyMenuItems providerId={PROVIDER_UID} />);
    feed.emit([item('a', { diet: undefined })]);
    await user.click(screen.getByRole('button', { name: 'Edit Rice Kheer' }));
    const form = screen.getByRole('form', { name: 'Edit Rice Kheer' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const veg = within(form).getByRole('radio', { name: 'Veg' });
    expect(veg).toHaveFocus();
    expect(within(form).getByRole('group', { name: 'Diet' })).toHaveAccessibleDescription('Choose Veg, Egg or Non-veg.');
    expect(data.updateMenuItem).not.toHaveBeenCalled();
    await user.keyboard(' ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(data.updateMenuItem).toHaveBeenCalledWith('a', expect.objectContaining({ diet: 'veg' }));
  });
});

test('axe finds nothing wrong with the list (marks, plates) and an open edit form in error (contrast is checked in the browser)', async () => {
  const user = userEvent.setup();
  fakeData.seed({ plates: { [PROVIDER_UID]: { [logic.dayStart(Date.now())]: { a: 20 } } } });
  renderWith(<MyMenuItems providerId={PROVIDER_UID} />);
  feed.emit([item('a', { platesPerDay: 20 }), item('b', { name: 'Old Thali', diet: undefined, createdAt: 2 })]);
  await user.click(screen.getByRole('button', { name: 'Edit Old Thali' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('radio', { name: 'Veg' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations({ skip: ['page-has-heading-one'] });
});
