// The package entry: light to import, SDK loaded on first use, same behaviour as the use cases behind it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as data from '../index';
import { admin, closeAll, freshNamespace, openApp, until } from './support/backend';
import type { Provider } from '../model';

const ns = freshNamespace('entry');
afterAll(closeAll);

test('the entry does not import the Firebase SDK or zod: only impl.ts and impl-auth.ts (loaded on first use) do', () => {
  const graph = [...collectGraph(path.join(__dirname, '../index.ts'))];
  expect(graph.filter((f) => /[\\/](impl|impl-auth|app|services|schemas)\.ts$/.test(f))).toEqual([]);
  for (const file of graph) {
    expect(readFileSync(file, 'utf8')).not.toMatch(/from '(firebase|@firebase|zod)[/']/);
  }
});

test('the shared entry carries no validation, texts or schedules: those are @thali/firebase-data/logic, bundled per app', () => {
  const graph = [...collectGraph(path.join(__dirname, '../index.ts'))].map((f) => path.relative(path.join(__dirname, '..'), f));
  expect(graph.filter((f) => /validate-|auth-errors|kitchens[\\/]|tiffins[\\/]|orders[\\/]|reviews[\\/]/.test(f))).toEqual([]);
  for (const file of graph) {
    expect(readFileSync(path.join(__dirname, '..', file), 'utf8')).not.toMatch(/^(?:import|export) (?!type\b)[^;]*from '@thali\/domain'/m);
  }
});

test('the data use cases do not import the Auth SDK: a page that only reads kitchens never loads it', () => {
  const graph = [...collectGraph(path.join(__dirname, '../impl.ts'))];
  expect(graph.length).toBeGreaterThan(20);
  for (const file of graph) {
    expect(readFileSync(file, 'utf8')).not.toMatch(/^import (?!type\b)[^;]*from '(firebase|@firebase)\/auth'/m); // types are free
  }
  expect(graph.filter((f) => /[\\/](impl-auth|services)\.ts$/.test(f))).toEqual([]);
});

test('a lazy subscription delivers live data through the real SDK, and stops on unsubscribe', async () => {
  const fb = openApp(ns);
  await admin(ns, 'PUT', 'providers/p-entry', { name: 'Entry Kitchen', cuisine: 'Saoji', approved: true });
  const seen: Provider[][] = [];
  const unsubscribe = data.subscribeProviders({ onData: (list) => seen.push(list), fb });
  const first = await until(() => seen.find((list) => list.some((p) => p.id === 'p-entry')));
  expect(first.find((p) => p.id === 'p-entry')?.name).toBe('Entry Kitchen');
  unsubscribe();
  const count = seen.length;
  await admin(ns, 'PATCH', 'providers/p-entry', { name: 'Renamed Kitchen' });
  await data.listProviders(fb); // a round trip, so a live update would have arrived by now
  expect(seen.length).toBe(count);
});

test('unsubscribing before the implementation has loaded never subscribes', async () => {
  const fb = openApp(ns);
  const onData = jest.fn();
  const unsubscribe = data.subscribeProviders({ onData, fb });
  unsubscribe(); // in the same tick: the module has not resolved yet
  await data.listProviders(fb);
  await new Promise((r) => setTimeout(r, 200));
  expect(onData).not.toHaveBeenCalled();
});

test('a failed load reaches the subscription\'s onError, and the next call tries again', async () => {
  await jest.isolateModulesAsync(async () => {
    jest.doMock('../impl', () => {
      throw new Error('chunk failed');
    });
    jest.doMock('../impl-auth', () => {
      throw new Error('chunk failed');
    });
    // A fresh module registry: the entry's memoised load starts over.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const entry: typeof import('../index') = require('../index');
    const onError = jest.fn();
    entry.subscribeProviders({ onData: () => {}, onError });
    await until(() => onError.mock.calls.length > 0);
    expect(onError.mock.calls[0][0].message).toBe('chunk failed');

    const onAuth = jest.fn();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    entry.subscribeAuth({ onData: onAuth });
    await until(() => onAuth.mock.calls.length > 0);
    expect(onAuth).toHaveBeenCalledWith(null); // no SDK: treated as signed out, and logged
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    await expect(entry.readRole('x')).rejects.toThrow('chunk failed');

    jest.dontMock('../impl');
    jest.dontMock('../impl-auth');
    await expect(entry.preloadData()).resolves.toHaveProperty('readRole');
  });
});

test('deferDataLayer holds the SDK until the given promise settles', async () => {
  await jest.isolateModulesAsync(async () => {
    // A fresh module registry: the entry's memoised load starts over.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const entry: typeof import('../index') = require('../index');
    let release: () => void = () => {};
    entry.deferDataLayer(new Promise<void>((r) => { release = r; }));
    let loaded = false;
    const pending = entry.preloadData().then(() => { loaded = true; });
    await new Promise((r) => setTimeout(r, 100));
    expect(loaded).toBe(false);
    release();
    await pending;
    expect(loaded).toBe(true);
  });
});

test('whenDataLayerLoaded settles once the SDK has loaded, and asking it does not load it', async () => {
  await jest.isolateModulesAsync(async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const entry: typeof import('../index') = require('../index');
    let release: () => void = () => {};
    entry.deferDataLayer(new Promise<void>((r) => { release = r; }));
    let live = false;
    void entry.whenDataLayerLoaded().then(() => { live = true; });
    release(); // the gate is open, but nothing has asked for the data yet
    await new Promise((r) => setTimeout(r, 100));
    expect(live).toBe(false);
    await entry.preloadData();
    await until(() => live);
  });
});

/** Files reachable from `file` through static relative imports (type-only imports excluded). */
function collectGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm)) {
    const base = path.resolve(path.dirname(file), m[1] ?? '');
    const next = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => existsSync(f));
    if (next) collectGraph(next, seen);
  }
  return seen;
}
