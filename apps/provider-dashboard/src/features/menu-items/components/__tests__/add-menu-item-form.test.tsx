import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as data from '@thali/firebase-data';
import * as logic from '@thali/firebase-data/logic';
import { fakeData } from '@thali/firebase-data/fake';
import { PHOTO_FIELD_TEXTS } from '@thali/ui/photo';
import { installPhotoDevice, type FakePhotoDevice } from '@thali/ui/photo-testing';
import { PROVIDER_UID, renderWith, resetData } from '../../../../test-utils';
import en from '../../messages/en.json';
import { AddMenuItemForm } from '../add-menu-item-form';

const PHOTO_REQUIRED = en['field.photoRequired'];

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const mocked = jest.mocked(data);

let device: FakePhotoDevice;
beforeEach(() => {
  resetData();
  device = installPhotoDevice();
});
afterEach(() => device.restore());

type Form = Awaited<ReturnType<typeof renderForm>>;

/** The form, with "Use an image address instead" opened unless `address` is false. */
async function renderForm(user: ReturnType<typeof userEvent.setup>, { address = true } = {}) {
  renderWith(
    <>
      <h2 id="add-heading">Add New Menu Item</h2>
      <AddMenuItemForm providerId={PROVIDER_UID} headingId="add-heading" />
    </>,
  );
  if (address) await user.click(screen.getByRole('button', { name: PHOTO_FIELD_TEXTS.useAddress }));
  return {
    name: screen.getByRole('textbox', { name: 'Name' }),
    description: screen.getByRole('textbox', { name: 'Description' }),
    price: screen.getByRole('spinbutton', { name: 'Price (₹)' }),
    category: screen.getByRole('combobox', { name: 'Category' }),
    veg: screen.getByRole('radio', { name: 'Veg' }),
    egg: screen.getByRole('radio', { name: 'Egg' }),
    nonVeg: screen.getByRole('radio', { name: 'Non-veg' }),
    plates: screen.getByRole('spinbutton', { name: 'Plates per day' }),
    imageUrl: address ? screen.getByRole('textbox', { name: /Image URL/ }) : (null as unknown as HTMLElement),
    submit: screen.getByRole('button', { name: 'Add Menu Item' }),
  };
}

const errorOf = (el: HTMLElement) => {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent).join('');
};

test('the form is labelled by its heading and has the spec limits and options', async () => {
  const user = userEvent.setup();
  const f = await renderForm(user);
  expect(screen.getByRole('form', { name: 'Add New Menu Item' })).toBeInTheDocument();
  // The dish photo: from the camera or the gallery, an image address the other way; the empty preview says so.
  expect(screen.getByRole('group', { name: 'Dish photo' })).toBeInTheDocument();
  expect(screen.getByLabelText(PHOTO_FIELD_TEXTS.take)).toHaveAttribute('accept', 'image/*');
  expect(screen.getByLabelText(PHOTO_FIELD_TEXTS.take)).toHaveAttribute('capture', 'environment');
  expect(screen.getByLabelText(PHOTO_FIELD_TEXTS.choose)).toHaveAttribute('accept', 'image/*');
  expect(screen.getByText(PHOTO_FIELD_TEXTS.empty)).toBeInTheDocument();
  expect(f.name).toHaveAttribute('maxlength', '100');
  expect(f.description.tagName).toBe('TEXTAREA');
  expect(f.description).toHaveAttribute('maxlength', '500');
  expect(f.price).toHaveAttribute('type', 'number');
  expect(f.price).toHaveAttribute('min', '1');
  expect(f.price).toHaveAttribute('max', '20000');
  expect(f.price).toHaveAttribute('step', '0.01');
  expect(Array.from((f.category as HTMLSelectElement).options).map((o) => [o.value, o.text])).toEqual([
    ['', 'Select a category'],
    ['main-course', 'Main Course'],
    ['appetizers', 'Appetizers'],
    ['desserts', 'Desserts'],
    ['beverages', 'Beverages'],
  ]);
  expect(f.imageUrl).toHaveAccessibleDescription(PHOTO_FIELD_TEXTS.addressHint);
  // the diet: one required choice of three, each with its mark, none chosen yet
  expect(screen.getByRole('group', { name: 'Diet' })).toContainElement(f.veg);
  for (const radio of [f.veg, f.egg, f.nonVeg]) expect(radio).not.toBeChecked();
  expect(f.veg.closest('label')!.querySelector('[data-diet="veg"]')).not.toBeNull();
  expect(f.nonVeg.closest('label')!.querySelector('[data-diet="non-veg"]')).not.toBeNull();
  // plates per day: optional, whole numbers 1–500
  expect(f.plates).toHaveAttribute('min', '1');
  expect(f.plates).toHaveAttribute('max', '500');
  expect(f.plates).toHaveAttribute('step', '1');
  expect(f.plates).toHaveAccessibleDescription('Leave empty for no daily limit');
});

/** `value` typed into `field` of the form `f` in place of what it held, then Add. */
async function submitWith(user: ReturnType<typeof userEvent.setup>, f: Form, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
  await user.click(f.submit);
}

test('validation runs on submit in the spec order, each message beside its field, focus on the first invalid one', async () => {
  const user = userEvent.setup();
  const f = await renderForm(user);
  /** After Add: focus on `field`, which shows `message`. */
  const expectStopsAt = (field: HTMLElement, message: string) => {
    expect(field).toHaveFocus();
    expect(errorOf(field)).toBe(message);
  };
  await user.click(f.submit);
  expect(errorOf(f.name)).toBe('Name is required');
  expect(errorOf(f.description)).toBe('Description is required');
  expect(errorOf(f.price)).toBe('Please enter a valid price');
  expect(errorOf(f.category)).toBe('Please select a category');
  expect(errorOf(f.veg)).toBe('Choose Veg, Egg or Non-veg.');
  expect(screen.getByRole('group', { name: 'Diet' })).toHaveAccessibleDescription('Choose Veg, Egg or Non-veg.');
  expect(errorOf(f.plates)).toBe(''); // empty: no daily limit
  expect(errorOf(f.imageUrl)).toBe(PHOTO_REQUIRED);
  for (const el of [f.name, f.description, f.price, f.category, f.veg, f.egg, f.nonVeg, f.imageUrl]) expect(el).toHaveAttribute('aria-invalid', 'true');
  expect(f.plates).not.toHaveAttribute('aria-invalid');
  expect(f.name).toHaveFocus();

  await user.type(f.name, 'Rice Kheer');
  expect(f.name).not.toHaveAttribute('aria-invalid');
  await user.click(f.submit);
  expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  expect(f.description).toHaveFocus();
  expect(f.description).toHaveAccessibleDescription('Description is required');

  await user.type(f.description, 'Slow-cooked rice pudding.');
  await user.type(f.price, '0');
  await user.click(f.submit);
  expectStopsAt(f.price, 'Please enter a valid price');

  // ₹1 to ₹20,000 (what the database accepts), said in the form's words
  await submitWith(user, f, f.price, '0.5');
  expectStopsAt(f.price, 'Price must be at least ₹1');
  await submitWith(user, f, f.price, '25000');
  expect(errorOf(f.price)).toBe('Price must be at most ₹20,000');

  await submitWith(user, f, f.price, '45.5');
  expectStopsAt(f.category, 'Please select a category');

  await user.selectOptions(f.category, 'Desserts');
  await user.click(f.submit);
  expectStopsAt(f.veg, 'Choose Veg, Egg or Non-veg.');

  // the keyboard chooses (arrow keys move through the group); the message goes with the choice
  await user.keyboard('{ArrowRight}');
  expect(f.egg).toBeChecked();
  expect(f.veg).not.toHaveAttribute('aria-invalid');
  expect(errorOf(f.veg)).toBe('');
  await user.click(f.submit);
  expectStopsAt(f.imageUrl, PHOTO_REQUIRED);

  await user.type(f.imageUrl, 'not a url');
  await user.click(f.submit);
  expectStopsAt(f.imageUrl, 'Please enter a valid image URL');
  // plain http is refused (https or a site path only), as is a path that browsers read as another host
  for (const url of ['http://example.com/kheer.jpg', '/\\evil.example/kheer.jpg']) {
    await submitWith(user, f, f.imageUrl, url);
    expect(errorOf(f.imageUrl)).toBe('Please enter a valid image URL');
  }
  expect(mocked.addMenuItem).not.toHaveBeenCalled();
});

async function fillValid(user: ReturnType<typeof userEvent.setup>, f: Form, imageUrl = '/images/kheer.svg') {
  await user.type(f.name, '  Rice Kheer  ');
  await user.type(f.description, ' Slow-cooked rice pudding. ');
  await user.type(f.price, '45.50');
  await user.selectOptions(f.category, 'Desserts');
  await user.click(f.veg);
  if (imageUrl) await user.type(f.imageUrl, imageUrl);
}

test('a valid item is added for this provider; the form clears and says so', async () => {
  const user = userEvent.setup();
  const f = await renderForm(user);
  await fillValid(user, f);
  await user.click(f.submit);
  expect(mocked.addMenuItem).toHaveBeenCalledTimes(1);
  const [providerId, input] = mocked.addMenuItem.mock.calls[0]!;
  expect(providerId).toBe(PROVIDER_UID);
  expect(input).toMatchObject({ name: '  Rice Kheer  ', description: ' Slow-cooked rice pudding. ', price: '45.50', category: 'desserts', diet: 'veg', platesPerDay: '' });
  // The data package trims and converts the price; a site path is a valid image URL as it is.
  expect(logic.validateMenuItem(input)).toEqual({});
  expect(input.imageUrl).toBe('/images/kheer.svg');
  expect(await screen.findByText('Menu item added.')).toHaveAttribute('role', 'status');
  for (const el of [f.name, f.description, f.price, f.imageUrl]) expect(el).toHaveValue(el === f.price ? null : '');
  expect(f.category).toHaveValue('');
  expect(f.veg).not.toBeChecked();
  // the stored item carries its diet and no daily limit
  expect(fakeData.table('menuItems')![0]).toMatchObject({ name: 'Rice Kheer', diet: 'veg' });
  expect(fakeData.table('menuItems')![0]).not.toHaveProperty('platesPerDay');
});

test('plates per day: empty is no limit; otherwise a whole number from 1 to 500, said in plain words', async () => {
  const user = userEvent.setup();
  const f = await renderForm(user);
  await fillValid(user, f);
  await user.click(f.nonVeg);
  const message = 'Plates per day must be a whole number from 1 to 500, or empty for no limit.';
  for (const bad of ['0', '2.5', '501']) {
    await submitWith(user, f, f.plates, bad);
    expect(f.plates).toHaveFocus();
    expect(f.plates).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(f.plates)).toBe(message);
    expect(f.plates).toHaveAccessibleDescription(`Leave empty for no daily limit ${message}`);
  }
  expect(mocked.addMenuItem).not.toHaveBeenCalled();
  await user.clear(f.plates);
  expect(f.plates).not.toHaveAttribute('aria-invalid');
  await user.type(f.plates, '20');
  await user.click(f.submit);
  expect(await screen.findByText('Menu item added.')).toBeInTheDocument();
  expect(mocked.addMenuItem.mock.calls[0]![1]).toMatchObject({ diet: 'non-veg', platesPerDay: '20' });
  expect(fakeData.table('menuItems')![0]).toMatchObject({ diet: 'non-veg', platesPerDay: 20 });
  expect(f.plates).toHaveValue(null);
});

test('an absolute https URL is passed as it is', async () => {
  const user = userEvent.setup();
  const f = await renderForm(user);
  await fillValid(user, f, 'https://example.com/kheer.webp');
  await user.click(f.submit);
  expect(mocked.addMenuItem.mock.calls[0]![1].imageUrl).toBe('https://example.com/kheer.webp');
});

test('the button says Adding... and is disabled while saving', async () => {
  const user = userEvent.setup();
  let finish: () => void = () => {};
  mocked.addMenuItem.mockImplementationOnce(() => new Promise((resolve) => { finish = () => resolve({} as never); }));
  const f = await renderForm(user);
  await fillValid(user, f);
  await user.click(f.submit);
  expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  finish();
  expect(await screen.findByRole('button', { name: 'Add Menu Item' })).toBeEnabled();
});

test('a technical failure shows a plain sentence (the detail goes to the console) and keeps what was typed', async () => {
  const user = userEvent.setup();
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const refusal = new Error('PERMISSION_DENIED: Permission denied');
  mocked.addMenuItem.mockRejectedValueOnce(refusal);
  const f = await renderForm(user);
  await fillValid(user, f);
  await user.click(f.submit);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to add menu item. Please try again.');
  expect(alert).not.toHaveTextContent('PERMISSION_DENIED');
  expect(logged).toHaveBeenCalledWith(expect.any(String), refusal);
  expect(f.name).toHaveValue('  Rice Kheer  ');
  logged.mockRestore();
});

test("a failure without a message shows 'Failed to add menu item. Please try again.'", async () => {
  const user = userEvent.setup();
  mocked.addMenuItem.mockRejectedValueOnce(new Error(''));
  const f = await renderForm(user);
  await fillValid(user, f);
  await user.click(f.submit);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add menu item. Please try again.');
});

test("the data package's own validation errors are shown beside the fields", async () => {
  const user = userEvent.setup();
  mocked.addMenuItem.mockRejectedValueOnce(new logic.MenuItemValidationError({ imageUrl: 'Please enter a valid image URL' }));
  const f = await renderForm(user);
  await fillValid(user, f);
  await user.click(f.submit);
  await waitFor(() => expect(f.imageUrl).toHaveFocus());
  expect(errorOf(f.imageUrl)).toBe('Please enter a valid image URL');
});

describe('image preview', () => {
  test('previews the URL once typing stops; a preview that fails to load says Invalid image URL', async () => {
    const user = userEvent.setup();
    const f = await renderForm(user);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.type(f.imageUrl, '/images/kheer.svg');
    const img = await screen.findByRole('img', { name: 'Preview of the menu item image' });
    expect(img).toHaveAttribute('src', '/images/kheer.svg');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '160');
    fireEvent.error(img);
    expect(screen.getByText('Invalid image URL')).toBeInTheDocument();
    // Another URL gets a fresh chance.
    await user.clear(f.imageUrl);
    await user.type(f.imageUrl, 'https://example.com/a.png');
    expect(await screen.findByRole('img', { name: 'Preview of the menu item image' })).toHaveAttribute('src', 'https://example.com/a.png');
    expect(screen.queryByText('Invalid image URL')).not.toBeInTheDocument();
  });

  test('an image that fails to load blocks the submit with the preview’s message; another URL gets through', async () => {
    const user = userEvent.setup();
    const f = await renderForm(user);
    await fillValid(user, f, 'https://example.com/missing.png');
    fireEvent.error(await screen.findByRole('img', { name: 'Preview of the menu item image' }));
    await user.click(f.submit);
    expect(errorOf(f.imageUrl)).toBe('Invalid image URL');
    expect(f.imageUrl).toHaveAttribute('aria-invalid', 'true');
    expect(f.imageUrl).toHaveFocus();
    expect(mocked.addMenuItem).not.toHaveBeenCalled();
    expect(f.name).toHaveValue('  Rice Kheer  ');

    await user.clear(f.imageUrl);
    await user.type(f.imageUrl, '/images/kheer.svg');
    await screen.findByRole('img', { name: 'Preview of the menu item image' });
    await user.click(f.submit);
    expect(await screen.findByText('Menu item added.')).toBeInTheDocument();
    expect(mocked.addMenuItem).toHaveBeenCalledTimes(1);
    expect(mocked.addMenuItem.mock.calls[0]![1]).toMatchObject({ imageUrl: '/images/kheer.svg' });
  });

  test.each([
    ['a URL that does not parse is not loaded and says Invalid image URL', 'kheer picture'],
    ['a plain http URL is not loaded either (the form would refuse it)', 'http://example.com/a.png'],
  ])('%s', async (_name, url) => {
    const user = userEvent.setup();
    const f = await renderForm(user);
    await user.type(f.imageUrl, url);
    expect(await screen.findByText('Invalid image URL')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('dish photo', () => {
  // The kitchen signed in, as the data package's uploads need.
  beforeEach(() => fakeData.seed({ user: { uid: PROVIDER_UID, email: 'kitchen@thali.test', displayName: 'Test Kitchen' } }));
  const photo = () => new File(['camera jpeg'], 'kheer.jpg', { type: 'image/jpeg' });

  test('a photo from the phone is prepared, uploaded while Add waits, and the dish is added with its stored photo', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    mocked.uploadImage.mockImplementationOnce(({ onProgress }) => new Promise((resolve) => {
      onProgress?.(0.3);
      finish = () => resolve({ ref: `storage:kitchens/${PROVIDER_UID}/dishes/kheer1234abcd5678XY.webp` });
    }));
    const f = await renderForm(user, { address: false });
    await fillValid(user, f, '');
    await user.upload(screen.getByLabelText(PHOTO_FIELD_TEXTS.take), photo());
    expect(await screen.findByRole('progressbar', { name: `${PHOTO_FIELD_TEXTS.uploading}: 30%` })).toBeInTheDocument();
    // What leaves the phone is the pipeline's WebP at most 1280 px, for a dish.
    const [options] = mocked.uploadImage.mock.calls[0]!;
    expect(options).toMatchObject({ kind: 'dish', contentType: 'image/webp' });
    expect(options.blob.type).toBe('image/webp');
    expect(options.blob.size).toBe('image/webp 1280x960'.length);
    expect(f.submit).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Preview of the menu item image' })).toHaveAttribute('src', device.objectUrls[0]);

    await act(async () => finish());
    expect(await screen.findByText(PHOTO_FIELD_TEXTS.uploaded)).toBeInTheDocument();
    expect(f.submit).toBeEnabled();
    await user.click(f.submit);
    expect(await screen.findByText('Menu item added.')).toBeInTheDocument();
    expect(mocked.addMenuItem.mock.calls[0]![1]).toMatchObject({ name: '  Rice Kheer  ', imageUrl: `storage:kitchens/${PROVIDER_UID}/dishes/kheer1234abcd5678XY.webp` });
  });

  test('a failed upload says so in one sentence, keeps everything typed, and Retry gets the photo through', async () => {
    const user = userEvent.setup();
    mocked.uploadImage.mockRejectedValueOnce(new Error('You are offline. Connect to the internet and try again.'));
    const f = await renderForm(user, { address: false });
    await fillValid(user, f, '');
    await user.upload(screen.getByLabelText(PHOTO_FIELD_TEXTS.choose), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline. Connect to the internet and try again.');
    expect(f.name).toHaveValue('  Rice Kheer  ');
    expect(f.description).toHaveValue(' Slow-cooked rice pudding. ');
    expect(f.veg).toBeChecked();
    expect(f.submit).toBeEnabled();
    await user.click(screen.getByRole('button', { name: PHOTO_FIELD_TEXTS.retry }));
    expect(await screen.findByText(PHOTO_FIELD_TEXTS.uploaded)).toBeInTheDocument();
    expect(mocked.uploadImage).toHaveBeenCalledTimes(2);
    expect(mocked.uploadImage.mock.calls[1]![0].blob).toBe(mocked.uploadImage.mock.calls[0]![0].blob);
  });

  test('a file that is not a picture is refused with one plain sentence and nothing is uploaded', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const f = await renderForm(user, { address: false });
    await user.type(f.name, 'Rice Kheer');
    await user.upload(screen.getByLabelText(PHOTO_FIELD_TEXTS.choose), new File(['Rice Kheer, 55'], 'menu.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a photo we can use. Choose a JPEG, PNG or WebP picture.');
    expect(mocked.uploadImage).not.toHaveBeenCalled();
    expect(f.name).toHaveValue('Rice Kheer');
  });

  test('without a photo or an address, Add asks for a photo and the focus goes to Choose a photo', async () => {
    const user = userEvent.setup();
    const f = await renderForm(user, { address: false });
    await fillValid(user, f, '');
    await user.click(f.submit);
    const choose = screen.getByLabelText(PHOTO_FIELD_TEXTS.choose);
    expect(choose).toHaveFocus();
    expect(choose).toHaveAccessibleDescription(PHOTO_REQUIRED);
    expect(mocked.addMenuItem).not.toHaveBeenCalled();
  });
});
