import { CONTRACT_VERSION } from '@thali/contract';
import { loadRemoteConfig } from '../api/load-remote-config';

afterEach(() => jest.restoreAllMocks());

const respond = (body: unknown, ok = true) =>
  jest.spyOn(globalThis, 'fetch').mockResolvedValue({ ok, status: ok ? 200 : 404, json: async () => body } as Response);

test('reads the known remotes and ignores anything that is not a URL', async () => {
  const fetchSpy = respond({
    storefront: { entry: 'https://storefront.thali.in/remoteEntry.js', contract: CONTRACT_VERSION },
    static_content: { entry: 'javascript:alert(1)', contract: CONTRACT_VERSION },
    unknown: 'https://x.test/remoteEntry.js',
  });
  await expect(loadRemoteConfig()).resolves.toEqual({ storefront: 'https://storefront.thali.in/remoteEntry.js' });
  expect(fetchSpy).toHaveBeenCalledWith('/remotes.json');
});

test('fails clearly when the file is missing', async () => {
  respond({}, false);
  await expect(loadRemoteConfig()).rejects.toThrow('Could not load /remotes.json: HTTP 404');
});

test("uses index.html's request for remotes.json once, then fetches again", async () => {
  const entry = (url: string) => ({ storefront: { entry: url, contract: CONTRACT_VERSION } });
  const early = { ok: true, status: 200, json: async () => entry('https://early.test/remoteEntry.js') } as Response;
  window.__thaliRemotesResponse = Promise.resolve(early);
  const fetchSpy = respond(entry('https://later.test/remoteEntry.js'));
  await expect(loadRemoteConfig()).resolves.toEqual({ storefront: 'https://early.test/remoteEntry.js' });
  expect(fetchSpy).not.toHaveBeenCalled();
  await expect(loadRemoteConfig()).resolves.toEqual({ storefront: 'https://later.test/remoteEntry.js' });
  expect(fetchSpy).toHaveBeenCalledWith('/remotes.json');
});
