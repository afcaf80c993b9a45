import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { defineMessages, setLocale } from '@thali/ui';
import { renderWith } from '../../../test-utils';
import { firstPageShown, loadRemotePage, registerRemoteLocations } from '../api/remote-registry';
import { RemotePage } from '../components/remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const ENTRY = 'http://localhost:3004/remoteEntry.js';
let silence: jest.SpyInstance;

beforeEach(() => {
  registerRemoteLocations({ static_content: ENTRY });
  jest.mocked(registerRemotes).mockClear();
  silence = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => silence.mockRestore());

test('a remote that cannot be loaded shows the fallback; Retry re-registers it and loads again', async () => {
  jest.mocked(loadRemote).mockRejectedValueOnce(new Error('Failed to fetch manifest'));
  renderWith(<RemotePage remote="static_content" page="about" />);
  expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();

  jest.mocked(loadRemote).mockResolvedValueOnce({ default: () => <h1>About Thali</h1> });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'About Thali' })).toBeInTheDocument();
  // force drops the runtime's cached failure so the remote is really fetched again
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'static_content', entry: ENTRY }], { force: true });
});

test('a remote that throws while rendering is contained to its route', async () => {
  let explode = true;
  function Fragile() {
    if (explode) throw new Error('boom');
    return <h1>Recovered</h1>;
  }
  jest.mocked(loadRemote).mockResolvedValue({ default: Fragile });
  renderWith(
    <>
      <p>top bar still here</p>
      <RemotePage remote="static_content" page="faq" />
    </>,
  );
  expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
  expect(screen.getByText('top bar still here')).toBeInTheDocument();
  explode = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
});

test('a remote missing from the configuration shows the fallback', async () => {
  registerRemoteLocations({});
  renderWith(<RemotePage remote="provider_dashboard" page="dashboard" />);
  expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
});

test('a page started early (bootstrap) is fetched once; firstPageShown settles once it is on screen', async () => {
  jest.mocked(loadRemote).mockClear();
  jest.mocked(loadRemote).mockResolvedValue({ default: () => <h1>Contact us</h1> });
  const early = loadRemotePage('static_content', 'contact', false);
  renderWith(<RemotePage remote="static_content" page="contact" />);
  expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
  await early;
  expect(loadRemote).toHaveBeenCalledTimes(1);
  await expect(firstPageShown()).resolves.toBeUndefined();
});

test('remote pages wait for remotes.json while the rest renders', async () => {
  let deliver: (config: { static_content: string }) => void = () => {};
  registerRemoteLocations(new Promise((resolve) => { deliver = resolve; }));
  jest.mocked(loadRemote).mockResolvedValue({ default: () => <h1>Terms of Service</h1> });
  renderWith(
    <>
      <p>layout</p>
      <RemotePage remote="static_content" page="terms" />
    </>,
  );
  expect(screen.getByText('layout')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Terms of Service' })).not.toBeInTheDocument();
  deliver({ static_content: ENTRY });
  expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'static_content', entry: ENTRY }]);
});

test('a chunk that fails to load inside a remote shows only the section fallback; the detail goes to the console', async () => {
  const chunk = Object.assign(new Error('Loading chunk 528 failed. (error: http://localhost:3001/528.js)'), { name: 'ChunkLoadError' });
  jest.mocked(loadRemote).mockRejectedValueOnce(chunk);
  // a page no other test loads: lazy pages are cached per page and attempt
  renderWith(<RemotePage remote="static_content" page="privacy-policy" />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This section is temporarily unavailable.');
  expect(alert).toHaveTextContent('Retry');
  expect(alert).not.toHaveTextContent(/chunk|http|528/i);
  expect(silence).toHaveBeenCalledWith('Remote section failed', chunk, expect.anything());
});

test('a page whose code has already arrived renders in the first commit, with no skeleton before it', async () => {
  jest.mocked(loadRemote).mockResolvedValueOnce({ default: () => <h1>Delivery Areas</h1> });
  await loadRemotePage('static_content', 'delivery-areas', false);
  renderWith(<RemotePage remote="static_content" page="delivery-areas" />);
  // synchronously there: the server's copy of the page is replaced by the page, never by its skeleton
  expect(screen.getByRole('heading', { name: 'Delivery Areas' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument();
});

test('in Marathi a page is rendered once its texts are in: never first in a render its catalogue would throw away', async () => {
  await act(() => setLocale('mr'));
  try {
    let arrive: (table: { title: string }) => void = () => undefined;
    let renders = 0;
    // The page module registers its catalogue when it is evaluated (loadRemote), and the Marathi fetch starts then.
    jest.mocked(loadRemote).mockImplementationOnce(async () => {
      const messages = defineMessages({ title: 'Frequently Asked Questions' }, {
        mr: () => new Promise<{ title: string }>((resolve) => { arrive = resolve; }),
        hi: async () => ({ title: 'अक्सर पूछे जाने वाले सवाल' }),
      });
      return {
        default: function Faq() {
          renders += 1;
          return <h1>{messages.useT()('title')}</h1>;
        },
      };
    });
    registerRemoteLocations({ storefront: ENTRY });
    renderWith(<RemotePage remote="storefront" page="providers" />);
    await act(async () => {});
    expect(renders).toBe(0);
    await act(async () => arrive({ title: 'नेहमी विचारले जाणारे प्रश्न' }));
    expect(await screen.findByRole('heading', { name: 'नेहमी विचारले जाणारे प्रश्न' })).toBeInTheDocument();
    expect(renders).toBe(1);
  } finally {
    await act(() => setLocale('en'));
  }
});
