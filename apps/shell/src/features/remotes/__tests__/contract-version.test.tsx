import { screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from '@thali/contract';
import { renderWith } from '../../../test-utils';
import { loadRemoteConfig } from '../api/load-remote-config';
import { registerRemoteLocations } from '../api/remote-registry';
import { RemotePage } from '../components/remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const STOREFRONT = 'https://storefront.thali.in/remoteEntry.js';
const ABOUT = 'https://static.thali.in/remoteEntry.js';
let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(registerRemotes).mockClear();
  jest.mocked(loadRemote).mockReset();
});
afterEach(() => jest.restoreAllMocks());

const serve = (body: unknown) =>
  jest.spyOn(globalThis, 'fetch').mockResolvedValue({ ok: true, status: 200, json: async () => body } as Response);

test('entries carry the contract version they were built for; a bare URL is the unversioned first contract', async () => {
  serve({
    storefront: { entry: STOREFRONT, contract: CONTRACT_VERSION },
    static_content: ABOUT,
    provider_dashboard: { entry: 'javascript:alert(1)', contract: CONTRACT_VERSION },
  });
  await expect(loadRemoteConfig()).resolves.toEqual(
    CONTRACT_VERSION === 1 ? { storefront: STOREFRONT, static_content: ABOUT } : { storefront: STOREFRONT },
  );
});

test('a remote built for another contract version shows its fallback, is never loaded, and the console says why', async () => {
  serve({ storefront: { entry: STOREFRONT, contract: CONTRACT_VERSION + 1 }, static_content: { entry: ABOUT, contract: CONTRACT_VERSION } });
  jest.mocked(loadRemote).mockResolvedValue({ default: () => <h1>About Thali</h1> });
  registerRemoteLocations(loadRemoteConfig());

  renderWith(
    <>
      <RemotePage remote="storefront" page="home" />
      <RemotePage remote="static_content" page="about" />
    </>,
  );

  expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'About Thali' })).toBeInTheDocument();
  expect(loadRemote).not.toHaveBeenCalledWith('storefront/home');
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'static_content', entry: ABOUT }]);
  expect(consoleError).toHaveBeenCalledWith(
    expect.stringContaining(`"storefront" is not loaded: /remotes.json says it was built for contract ${CONTRACT_VERSION + 1}, this shell speaks contract ${CONTRACT_VERSION}`),
  );
});

test('an entry without a contract version is refused too', async () => {
  serve({ storefront: { entry: STOREFRONT } });
  await expect(loadRemoteConfig()).resolves.toEqual({});
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('built for contract null'));
});
