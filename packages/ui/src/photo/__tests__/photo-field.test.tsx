import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { ThemeProvider } from '../..';
import { PhotoField, PHOTO_FIELD_TEXTS, type PhotoUploadOptions } from '../photo-field';
import { PhotoError, processPhoto } from '../process-photo';

// jsdom has no canvas or image decoder: the pipeline itself is tested in Chromium (process-photo.test.ts); here it
// answers at once with a WebP, or refuses as it would.
jest.mock('../process-photo', () => {
  const actual = jest.requireActual<typeof import('../process-photo')>('../process-photo');
  return { ...actual, processPhoto: jest.fn() };
});
const mockedProcess = jest.mocked(processPhoto);

interface Upload {
  blob: Blob;
  contentType: string;
  options: PhotoUploadOptions;
  resolve: (ref: string) => void;
  reject: (error: Error) => void;
}

let uploads: Upload[];
const discard = jest.fn();
const upload = jest.fn(
  (blob: Blob, contentType: string, options: PhotoUploadOptions) =>
    new Promise<string>((resolve, reject) => {
      uploads.push({ blob, contentType, options, resolve, reject });
    }),
);

beforeEach(() => {
  uploads = [];
  upload.mockClear();
  discard.mockClear();
  mockedProcess.mockReset();
  mockedProcess.mockImplementation(async (file) => ({ blob: new Blob([`processed ${(file as File).name}`], { type: 'image/webp' }), contentType: 'image/webp', width: 1280, height: 960 }));
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:photo-${++n}`);
  URL.revokeObjectURL = jest.fn();
});

/** A form around the field: a name typed beside it, and what the form would save. */
function Form({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  return (
    <ThemeProvider>
      <main>
        <h1>Dish</h1>
        <form aria-label="Dish">
          <label>
            Name <input value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <PhotoField
            label="Dish photo"
            value={value}
            onChange={setValue}
            upload={upload}
            onBusyChange={setBusy}
            discard={discard}
            previewSrc={(v) => (v.startsWith('storage:') ? `https://media.example/${v.slice(8)}` : v.startsWith('/') ? v : null)}
            error={error}
          />
          <output aria-label="Saved value">{value}</output>
          <button type="submit" disabled={busy}>
            Save
          </button>
        </form>
      </main>
    </ThemeProvider>
  );
}

const photo = (name = 'dal.jpg') => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

test('a chosen photo is prepared, uploaded with a labelled progress bar while Save waits, then previewed and kept', async () => {
  const user = userEvent.setup();
  render(<Form />);
  await user.type(screen.getByLabelText('Name'), 'Dal tadka');
  expect(screen.getByText(PHOTO_FIELD_TEXTS.empty)).toBeInTheDocument();

  await user.upload(screen.getByLabelText(PHOTO_FIELD_TEXTS.choose), photo());
  await waitFor(() => expect(uploads).toHaveLength(1));
  expect(uploads[0]!.contentType).toBe('image/webp');
  // What is sent is what the pipeline made of the chosen file.
  expect(mockedProcess).toHaveBeenCalledWith(expect.objectContaining({ name: 'dal.jpg' }));
  expect(uploads[0]!.blob).toBe((await mockedProcess.mock.results[0]!.value).blob);
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  // The photo on its way is already on show.
  expect(screen.getByRole('img', { name: 'Preview of dish photo' })).toHaveAttribute('src', 'blob:photo-1');

  act(() => uploads[0]!.options.onProgress(0.42));
  const progress = screen.getByRole('progressbar', { name: `${PHOTO_FIELD_TEXTS.uploading}: 42%` });
  expect(progress).toHaveAttribute('value', '0.42');

  await act(async () => uploads[0]!.resolve('storage:kitchens/k1/dishes/abc.webp'));
  expect(screen.getByLabelText('Saved value')).toHaveTextContent('storage:kitchens/k1/dishes/abc.webp');
  expect(screen.getByText(PHOTO_FIELD_TEXTS.uploaded)).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  expect(screen.getByLabelText('Name')).toHaveValue('Dal tadka');
});

test('a second photo uploaded before the form is saved replaces the first, which the caller may delete; a saved one is never offered', async () => {
  const user = userEvent.setup();
  render(<Form initial="storage:kitchens/k1/dishes/saved.webp" />);
  await user.upload(screen.getByLabelText(PHOTO_FIELD_TEXTS.choose), photo('one.jpg'));
  await waitFor(() => expect(uploads).toHaveLength(1));
  await act(async () => uploads[0]!.resolve('storage:kitchens/k1/dishes/one.webp'));
  expect(discard).not.toHaveBeenCalled();
  await user.upload(screen.getByLabelText(PHOTO_FIELD_TEXTS.choose), photo('two.jpg'));
  await waitFor(() => expect(uploads).toHaveLength(2));
  await act(async () => uploads[1]!.resolve('storage:kitchens/k1/dishes/two.webp'));
  expect(discard).toHaveBeenCalledTimes(1);
  expect(discard).toHaveBeenCalledWith('storage:kitchens/k1/dishes/one.webp');
  expect(screen.getByLabelText('Saved value')).toHaveTextContent('storage:kitchens/k1/dishes/two.webp');
});

test('the camera and the gallery: "Take a photo" asks for the back camera, both take images only', () => {
  render(<Form />);
  const take = screen.getByLabelText(PHOTO_FIELD_TEXTS.take);
  expect(take).toHaveAttribute('type', 'file');
  expect(take).toHaveAttribute('accept', 'image/*');
  expect(take).toHaveAttribute('capture', 'environment');
  const choose = screen.getByLabelText(PHOTO_FIELD_TEXTS.choose);
  expect(choose).toHaveAttribute('accept', 'image/*');
  expect(choose).not.toHaveAttribute('capture');
});

test('Cancel stops the upload and changes nothing; the form can be saved again', async () => {
  const user = userEvent.setup();
  render(<Form initial="/images/dal.svg" />);
  await user.upload(screen.getByLabelText(PHOTO_FIELD_TEXTS.choose), photo());
  await waitFor(() => expect(uploads).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: PHOTO_FIELD_TEXTS.cancel }));
  expect(uploads[0]!.options.signal.aborted).toBe(true);
  expect(screen.getByText(PHOTO_FIELD_TEXTS.cancelled)).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  // A late answer of the cancelled upload changes nothing either.
  await act(async () => uploads[0]!.resolve('storage:kitchens/k1/dishes/late.webp'));
  expect(screen.getByLabelText('Saved value')).toHaveTextContent('/images/dal.svg');
  expect(screen.getByRole('img', { name: 'Preview of dish photo' })).toHaveAttribute('src', '/images/dal.svg');
});

test('a failed upload says so in one sentence and Retry sends the same photo again; nothing typed is lost', async () => {
  const user = userEvent.setup();
  render(<Form />);
  await user.type(screen.getByLabelText('Name'), 'Poha');
  await user.upload(screen.getByLabelText(PHOTO_FIELD_TEXTS.take), photo('poha.jpg'));
  await waitFor(() => expect(uploads).toHaveLength(1));
  // The SDK's detail goes to the console for whoever debugs; the cook reads the sentence.
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => uploads[0]!.reject(Object.assign(new Error('storage/retry-limit-exceeded'), { code: 'storage/retry-limit-exceeded' })));
  expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_FIELD_TEXTS.uploadFailed);
  expect(logged).toHaveBeenCalled();
  logged.mockRestore();
  expect(screen.getByLabelText('Saved value')).toHaveTextContent('');
  expect(screen.getByLabelText('Name')).toHaveValue('Poha');

  await user.click(screen.getByRole('button', { name: PHOTO_FIELD_TEXTS.retry }));
  await waitFor(() => expect(uploads).toHaveLength(2));
  expect(uploads[1]!.blob).toBe(uploads[0]!.blob);
  expect(mockedProcess).toHaveBeenCalledTimes(1);
  await act(async () => uploads[1]!.resolve('storage:kitchens/k1/dishes/poha.webp'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Saved value')).toHaveTextContent('storage:kitchens/k1/dishes/poha.webp');
});

test('a data error already in plain words is shown as it is', async () => {
  const user = userEvent.setup();
  render(<Form />);
  await user.upload(screen.getByLabelText(PHOTO_FIELD_TEXTS.choose), photo());
  await waitFor(() => expect(uploads).toHaveLength(1));
  await act(async () => uploads[0]!.reject(new Error('You are offline. Connect to the internet and try again.')));
  expect(screen.getByRole('alert')).toHaveTextContent('You are offline. Connect to the internet and try again.');
});

test('a file that is not a photo is refused with the pipeline\'s sentence, without Retry and without an upload', async () => {
  const user = userEvent.setup({ applyAccept: false });
  mockedProcess.mockRejectedValueOnce(new PhotoError('not-an-image'));
  render(<Form />);
  await user.upload(screen.getByLabelText(PHOTO_FIELD_TEXTS.choose), new File(['menu'], 'menu.txt', { type: 'text/plain' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a photo we can use. Choose a JPEG, PNG or WebP picture.');
  expect(screen.queryByRole('button', { name: PHOTO_FIELD_TEXTS.retry })).not.toBeInTheDocument();
  expect(upload).not.toHaveBeenCalled();
});

test('an image address stays possible behind "Use an image address instead"', async () => {
  const user = userEvent.setup();
  render(<Form />);
  const disclosure = screen.getByRole('button', { name: PHOTO_FIELD_TEXTS.useAddress });
  expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('textbox', { name: PHOTO_FIELD_TEXTS.address })).not.toBeInTheDocument();
  await user.click(disclosure);
  expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  await user.type(screen.getByRole('textbox', { name: PHOTO_FIELD_TEXTS.address }), '/images/kheer.svg');
  expect(screen.getByLabelText('Saved value')).toHaveTextContent('/images/kheer.svg');
  // The preview loads the address once typing has paused.
  await waitFor(() => expect(screen.getByRole('img', { name: 'Preview of dish photo' })).toHaveAttribute('src', '/images/kheer.svg'));
});

test('a form that already holds an address opens with it; a stored photo shows through previewSrc with the address closed', () => {
  const { unmount } = render(<Form initial="/images/dal.svg" />);
  expect(screen.getByRole('textbox', { name: PHOTO_FIELD_TEXTS.address })).toHaveValue('/images/dal.svg');
  unmount();
  render(<Form initial="storage:kitchens/k1/dishes/abc.webp" />);
  expect(screen.queryByRole('textbox', { name: PHOTO_FIELD_TEXTS.address })).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Preview of dish photo' })).toHaveAttribute('src', 'https://media.example/kitchens/k1/dishes/abc.webp');
});

test('the form\'s message is read with the photo buttons, and the group has no axe violations', async () => {
  render(<Form error="Add a photo of the dish." />);
  expect(screen.getByLabelText(PHOTO_FIELD_TEXTS.choose)).toHaveAccessibleDescription('Add a photo of the dish.');
  expect(screen.getByLabelText(PHOTO_FIELD_TEXTS.choose)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('group', { name: 'Dish photo' })).toBeInTheDocument();
  await expectNoAxeViolations();
});
