/**
 * @jest-environment node
 */
// The photo pipeline in a real browser: jsdom has no canvas and no image decoder, so this suite bundles
// process-photo.ts alone, loads it into a page of headless Chromium (the journeys' browser) and runs it there on
// images the page itself makes: camera-like JPEGs with an EXIF block (orientation, GPS position) spliced in.
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@thali/tooling/chromium';
import { installCameraFixtures, metadataIn, type CameraFixtures } from '../camera-fixture';
import { PHOTO_MESSAGES } from '../process-photo';

interface Outcome {
  error?: { name: string; code: string; message: string };
  contentType?: string;
  width?: number;
  height?: number;
  type?: string;
  size?: number;
  /** the first bytes of the file, hex */
  magic?: string;
  /** what of the camera's metadata the result still carries */
  metadata?: { exif: boolean; gps: boolean };
  /** the colour at the top and bottom middle of the decoded result: 'red' | 'blue' | … */
  top?: string;
  bottom?: string;
}

interface PageApi {
  processPhoto: (file: Blob, opts?: { maxSide?: number; maxBytes?: number }) => Promise<{ blob: Blob; contentType: string; width: number; height: number }>;
}

// Runs in the page: runs the pipeline on the camera fixtures' photos and reads the results. Serialised with toString,
// so it uses browser APIs only.
function pageHelpers() {
  const w = window as unknown as Record<string, unknown>;
  const colour = ([r, g, b]: Uint8ClampedArray) => (r! > 200 && g! < 60 && b! < 60 ? 'red' : b! > 200 && r! < 60 && g! < 60 ? 'blue' : `rgb(${r},${g},${b})`);
  /** What processPhoto made of `file`, described in plain values the test can compare. */
  async function run(file: Blob, opts?: { maxSide?: number; maxBytes?: number }) {
    try {
      const result = await (w.thaliPhoto as PageApi).processPhoto(file, opts);
      const bytes = new Uint8Array(await result.blob.arrayBuffer());
      const bitmap = await createImageBitmap(result.blob);
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const x = Math.floor(bitmap.width / 2);
      return {
        contentType: result.contentType,
        width: result.width,
        height: result.height,
        type: result.blob.type,
        size: result.blob.size,
        magic: Array.from(bytes.slice(0, 4), (b) => b.toString(16).padStart(2, '0')).join(''),
        metadata: (w.metadataIn as typeof metadataIn)(bytes),
        top: colour(context.getImageData(x, 5, 1, 1).data),
        bottom: colour(context.getImageData(x, bitmap.height - 5, 1, 1).data),
      };
    } catch (error) {
      const e = error as { name: string; code: string; message: string };
      return { error: { name: e.name, code: e.code, message: e.message } };
    }
  }
  w.photoTest = { ...(w.cameraFixtures as CameraFixtures), run };
  // What the test's page.evaluate callbacks call (they run here, not in Node).
  w.helpers = () => w.photoTest;
}

interface Helpers extends CameraFixtures {
  run(file: Blob, opts?: { maxSide?: number; maxBytes?: number }): Promise<Outcome>;
}
const helpers = () => (window as unknown as { photoTest: Helpers }).photoTest;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [path.join(__dirname, '../process-photo.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'thaliPhoto',
    target: 'es2020',
    write: false,
  });
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setContent('<!doctype html><html lang="en"><head><title>Photo pipeline</title></head><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  await page.addScriptTag({ content: `(${installCameraFixtures.toString()})(); window.metadataIn = ${metadataIn.toString()};` });
  await page.addScriptTag({ content: `(${pageHelpers.toString()})()` });
});

afterAll(async () => {
  await browser?.close();
});

/** The JPEG made in the page, with an EXIF block of this orientation and a GPS position when `orientation` is set. */
const photoIn = (width: number, height: number, { orientation, noise = false }: { orientation?: number; noise?: boolean } = {}) =>
  page.evaluate(
    async ({ width, height, orientation, noise }) => {
      const jpeg = await helpers().makeJpeg(width, height, noise);
      const bytes = orientation ? helpers().withExif(jpeg, orientation) : jpeg;
      (window as unknown as { photo: Blob }).photo = new Blob([bytes as BlobPart], { type: 'image/jpeg' });
      return (window as unknown as { metadataIn: typeof metadataIn }).metadataIn(bytes);
    },
    { width, height, orientation, noise },
  );

const processThePhoto = (opts?: { maxSide?: number; maxBytes?: number }) =>
  page.evaluate((opts) => helpers().run((window as unknown as { photo: Blob }).photo, opts), opts);

test('a camera JPEG lying on its side (EXIF orientation 6) comes out upright, as WebP, without its EXIF and GPS position', async () => {
  // 300×200 as stored, red left and blue right; orientation 6 shows it turned a quarter clockwise: red on top.
  expect(await photoIn(300, 200, { orientation: 6 })).toEqual({ exif: true, gps: true });
  const out = await processThePhoto();
  expect(out.error).toBeUndefined();
  expect(out).toMatchObject({ contentType: 'image/webp', type: 'image/webp', width: 200, height: 300, top: 'red', bottom: 'blue' });
  expect(out.magic).toBe('52494646'); // RIFF
  expect(out.metadata).toEqual({ exif: false, gps: false });
});

test('the same picture without an orientation stays as it was', async () => {
  await photoIn(300, 200);
  const out = await processThePhoto();
  expect(out).toMatchObject({ width: 300, height: 200 });
});

test('a large photo is brought down to 1280 px on its long side, keeping its shape; a small one is never enlarged', async () => {
  await photoIn(4000, 3000, { orientation: 6 });
  expect(await processThePhoto()).toMatchObject({ width: 960, height: 1280, contentType: 'image/webp', metadata: { exif: false, gps: false } });
  await photoIn(640, 480);
  expect(await processThePhoto()).toMatchObject({ width: 640, height: 480 });
});

test('where the browser cannot encode WebP (its canvas hands back a PNG), the photo is a JPEG, still upright and without metadata', async () => {
  await photoIn(300, 200, { orientation: 6 });
  const out = await page.evaluate(async () => {
    const original = HTMLCanvasElement.prototype.toBlob;
    // As Safari before 16 answers: an unknown type falls back to PNG.
    HTMLCanvasElement.prototype.toBlob = function (callback, type, quality) {
      return original.call(this, callback, type === 'image/webp' ? 'image/png' : type, quality);
    };
    try {
      return await helpers().run((window as unknown as { photo: Blob }).photo);
    } finally {
      HTMLCanvasElement.prototype.toBlob = original;
    }
  });
  expect(out).toMatchObject({ contentType: 'image/jpeg', type: 'image/jpeg', width: 200, height: 300, top: 'red', bottom: 'blue', metadata: { exif: false, gps: false } });
  expect(out.magic?.slice(0, 4)).toBe('ffd8');
});

test('a file that is not a picture is refused with one plain sentence, whatever type it claims', async () => {
  const outcomes = await page.evaluate(async () => {
    const text = new Blob(['Paneer butter masala, 2 plates'], { type: 'text/plain' });
    const posing = new Blob(['not really a jpeg'], { type: 'image/jpeg' });
    const unnamed = new Blob([new Uint8Array([1, 2, 3, 4, 5])]);
    return Promise.all([text, posing, unnamed].map((file) => helpers().run(file)));
  });
  for (const out of outcomes) {
    expect(out.error).toEqual({ name: 'PhotoError', code: 'not-an-image', message: PHOTO_MESSAGES.notAnImage });
  }
});

test('a photo still larger than the limit after resizing (at a lower quality too) is refused with one plain sentence', async () => {
  await photoIn(800, 800, { noise: true });
  const out = await processThePhoto({ maxBytes: 20_000 });
  expect(out.error).toEqual({ name: 'PhotoError', code: 'too-large', message: PHOTO_MESSAGES.tooLarge });
});
