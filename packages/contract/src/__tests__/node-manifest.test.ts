import { APPS, CONTRACT_VERSION as NODE_VERSION, appByDir, exposesOf, remotesConfig } from '../../node';
import { CONTRACT_VERSION, REMOTES, REMOTE_NAMES } from '../index';

test('plain Node and the apps read the same manifest', () => {
  expect(NODE_VERSION).toBe(CONTRACT_VERSION);
  expect(APPS.filter((a) => a.remote).map((a) => a.federation)).toEqual(REMOTE_NAMES);
  expect(APPS[0]).toMatchObject({ name: 'shell', dir: 'apps/shell', packageName: '@thali/shell', remote: false });
  expect(appByDir('/somewhere/apps/customer-account/')).toMatchObject({ federation: 'customer_account', port: REMOTES.customer_account.port });
  expect(() => appByDir('/somewhere/apps/nope')).toThrow('not an app');
});

test('a remote exposes one wrapper per page; remotes.json entries carry the contract version', () => {
  const storefront = APPS.find((a) => a.name === 'storefront')!;
  expect(exposesOf(storefront)).toEqual({
    './home': './src/app/pages/home.tsx',
    './providers': './src/app/pages/providers.tsx',
    './menu': './src/app/pages/menu.tsx',
  });
  expect(remotesConfig((app) => `https://${app.name}.example`).storefront).toEqual({
    entry: 'https://storefront.example/remoteEntry.js',
    contract: CONTRACT_VERSION,
  });
});
