import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as data from '@thali/firebase-data';
import type { MenuItem } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { PROVIDER_UID, renderWith, resetData } from '../../../../test-utils';
import { MyMenuItems } from '../my-menu-items';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const item = (id: string, overrides: Partial<MenuItem> = {}): MenuItem => ({
  id, providerId: PROVIDER_UID, name: 'Rice Kheer', description: 'Pudding', price: 40, category: 'desserts',
  imageUrl: '/images/kheer.svg', status: 'active', createdAt: 1, updatedAt: 1, ...overrides,
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

  test('Edit opens the same form prefilled with the Name focused; Save stores it, says so and gives the focus back to Edit', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Edit Rice Kheer' }));
    const form = screen.getByRole('form', { name: 'Edit Rice Kheer' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Rice Kheer');
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue('Pudding');
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveValue('desserts');
    expect(within(form).getByRole('textbox', { name: /Image URL/ })).toHaveValue('/images/kheer.svg');
    const price = within(form).getByRole('spinbutton', { name: 'Price (₹)' });
    expect(price).toHaveValue(40);
    await user.clear(price);
    await user.type(price, '55');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(data.updateMenuItem).toHaveBeenCalledWith('a', { name: 'Rice Kheer', description: 'Pudding', price: '55', category: 'desserts', imageUrl: '/images/kheer.svg' });
    expect(await screen.findByText('Rice Kheer saved.')).toHaveAttribute('role', 'status');
    expect(row('Rice Kheer')).toHaveTextContent('₹55.00');
    expect(screen.getByRole('button', { name: 'Edit Rice Kheer' })).toHaveFocus();
  });

  test('the edit form checks like the Add form; Cancel (or Escape) leaves the item as it was', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Edit Rice Kheer' }));
    const form = screen.getByRole('form', { name: 'Edit Rice Kheer' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
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
