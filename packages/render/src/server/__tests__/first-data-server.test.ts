/** @jest-environment node */
// A remote's server renders its data pages per request with the renderer its build left (first-data-server.ts). The
// renderer here is a stand-in module on disk; build-renderer.test.ts builds the storefront's real one, and tooling's
// serve-first-data.test.js serves it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as TIMEOUTS from '../../timeouts';
import { SERVER_RENDERER, pageFile, partText, renderFile } from '../copy-files';
import { createFirstDataPages } from '../first-data-server';
// By path, as jest.config.ts takes the preset: @thali/tooling depends on this package, not this one on it.
import * as standIn from '../../../../tooling/first-data-stand-in';

const { kitchenRenderer } = standIn;

const FIRST_DATA_TTL_MS = TIMEOUTS.serverDataTtlMs;
let dir: string;
const rendererFile = () => path.join(dir, SERVER_RENDERER);
const writeRenderer = (body: string) => standIn.writeRenderer(rendererFile(), body);
const kitchenReads = () => standIn.kitchenReads(rendererFile());
const databaseDown = (down: boolean) => standIn.databaseDown(rendererFile(), down);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thali-first-data-'));
  fs.mkdirSync(path.join(dir, 'prerender'));
  fs.writeFileSync(path.join(dir, pageFile('menu')), partText({ html: '<p>Loading menu</p>', css: '' }));
});

test('a data page asked for with its params is rendered by the build\'s renderer; a redeployed renderer is used at once', async () => {
  writeRenderer(kitchenRenderer('Menu of'));
  const render = createFirstDataPages({ dir });
  expect(await render(`/${renderFile('menu')}?providerId=prov-annapurna`)).toBe(partText({ html: '<h1>Menu of prov-annapurna</h1>', css: '.x{color:red}' }));
  writeRenderer(kitchenRenderer('Dishes of'));
  expect(await render(`/${renderFile('menu')}?providerId=k1`)).toContain('<h1>Dishes of k1</h1>');
});

test('the build\'s renderer is loaded when the server starts, not by the first request', async () => {
  writeRenderer(`require('node:fs').appendFileSync(require('node:path').join(__dirname, 'loads.log'), 'loaded\\n');\n${kitchenRenderer('Menu of')}`);
  const render = createFirstDataPages({ dir });
  await new Promise((resolve) => setImmediate(resolve));
  expect(fs.readFileSync(path.join(dir, 'server/loads.log'), 'utf8')).toBe('loaded\n');
  await render(`/${renderFile('menu')}?providerId=k1`);
  expect(fs.readFileSync(path.join(dir, 'server/loads.log'), 'utf8')).toBe('loaded\n'); // not again
});

test('no params, no such page, no renderer or no data: no answer, so the static copy serves', async () => {
  const render = createFirstDataPages({ dir });
  expect(await render(`/${renderFile('menu')}?providerId=k1`)).toBeNull(); // no renderer in this build
  writeRenderer(kitchenRenderer('Menu of'));
  expect(await render(`/${renderFile('menu')}`)).toBeNull();
  expect(await render(`/${renderFile('home')}?x=1`)).toBeNull();
  expect(await render(`/${renderFile('menu')}?providerId=none`)).toBeNull();
  expect(await render('/render/../server/render.cjs?x=1')).toBeNull();
  expect(await render(`/${pageFile('menu')}?providerId=k1`)).toBeNull(); // the static copies' path stays files
});

describe('a kitchen\'s data is kept for a few seconds (ttl-cache.ts)', () => {
  const menuOf = (id: string) => `/${renderFile('menu')}?providerId=${id}`;
  let clock: { now: () => number; advance: (ms: number) => void };
  beforeEach(() => {
    let t = 0;
    clock = { now: () => t, advance: (ms: number) => { t += ms; } };
    writeRenderer(kitchenRenderer('Menu of'));
  });

  test(`read once per kitchen within ${FIRST_DATA_TTL_MS} ms, shared by the requests that come together, then read again`, async () => {
    const render = createFirstDataPages({ dir, cache: { now: clock.now } });
    const pages = await Promise.all(Array.from({ length: 10 }, () => render(menuOf('k1'))));
    expect(new Set(pages)).toEqual(new Set([partText({ html: '<h1>Menu of k1</h1>', css: '.x{color:red}' })]));
    await render(menuOf('k2'));
    clock.advance(FIRST_DATA_TTL_MS - 1);
    await render(menuOf('k1'));
    expect(kitchenReads()).toEqual(['k1', 'k2']);
    clock.advance(1); // what the kitchen changed shows from now on
    await render(menuOf('k1'));
    expect(kitchenReads()).toEqual(['k1', 'k2', 'k1']);
  });

  test('a failed read is not kept: the static copy serves and the next request reads again', async () => {
    const render = createFirstDataPages({ dir, cache: { now: clock.now } });
    databaseDown(true);
    await expect(render(menuOf('k1'))).rejects.toThrow('database down');
    databaseDown(false);
    expect(await render(menuOf('k1'))).toContain('<h1>Menu of k1</h1>');
    expect(kitchenReads()).toEqual(['k1', 'k1']);
  });

  test('a redeployed renderer starts with nothing kept', async () => {
    const render = createFirstDataPages({ dir, cache: { now: clock.now } });
    await render(menuOf('k1'));
    writeRenderer(kitchenRenderer('Dishes of'));
    expect(await render(menuOf('k1'))).toContain('<h1>Dishes of k1</h1>');
    expect(kitchenReads()).toEqual(['k1', 'k1']);
  });

  test('off with THALI_FIRST_DATA_CACHE=off (what `pnpm bench` compares) or cache: false: every request reads', async () => {
    process.env.THALI_FIRST_DATA_CACHE = 'off';
    try {
      const render = createFirstDataPages({ dir });
      await render(menuOf('k1'));
      await render(menuOf('k1'));
    } finally {
      delete process.env.THALI_FIRST_DATA_CACHE;
    }
    const uncached = createFirstDataPages({ dir, cache: false });
    await uncached(menuOf('k1'));
    expect(kitchenReads()).toEqual(['k1', 'k1', 'k1']);
  });
});
