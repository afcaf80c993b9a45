import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS } from '@thali/contract/node';
import { createAccount, readData } from '../harness/accounts';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { PORTAL, type Page } from '../harness/browser';
import { sessionsPerTest } from '../harness/sessions';
// By path, as the harness reads the render package's markers: the camera's test photos and the metadata check.
import { installCameraFixtures, metadataIn, type CameraFixtures } from '../../packages/ui/src/photo/camera-fixture';

// A dish photo from the phone (issue 39), at 390 px: the kitchen chooses a camera JPEG lying on its side (EXIF
// orientation 6) with a GPS position; the public menu shows it upright and the stored file carries no EXIF or GPS;
// a new photo replaces it and the old file is gone from storage. Axe in both themes, no sideways scroll.

const sessions = sessionsPerTest();
const PHONE = { width: 390, height: 844 };

/** The dashboard's Menu section (its own page, issue 39). */
const MENU_SECTION = APPS.find((a) => a.federation === 'provider_dashboard')!.pages['dashboard-menu']!.path;

/** Camera JPEGs made in the kitchen's browser, written where a file chooser can pick them. */
async function cameraPhotos(page: Page, dir: string, shots: { name: string; width: number; height: number; orientation: number }[]) {
  await page.evaluate(`(${installCameraFixtures.toString()})()`);
  const files: string[] = [];
  for (const shot of shots) {
    const bytes = await page.evaluate(async ({ width, height, orientation }) => {
      const { makeJpeg, withExif } = (window as unknown as { cameraFixtures: CameraFixtures }).cameraFixtures;
      return Array.from(withExif(await makeJpeg(width, height), orientation));
    }, shot);
    const file = path.join(dir, shot.name);
    writeFileSync(file, Uint8Array.from(bytes));
    expect(metadataIn(Uint8Array.from(bytes))).toEqual({ exif: true, gps: true });
    files.push(file);
  }
  return files;
}

/** Picks `file` through the file chooser that `button` (a photo button's label) opens, as a phone's picker would. */
async function choosePhoto(page: Page, button: ReturnType<Page['getByText']>, file: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
}

/**
 * The dish's picture on the public menu once loaded (and no longer `replaced`, a picture it showed before): its address,
 * natural size and the colours at top and bottom.
 */
async function menuPicture(page: Page, dish: string, replaced = '') {
  const img = page.getByRole('article', { name: dish }).getByRole('img', { name: dish });
  // Found afresh at each poll (a re-render may replace the element) and brought into view: the menu's pictures load
  // lazily, near the viewport.
  await page.waitForFunction(
    ({ dish, replaced }) => {
      const image = Array.from(document.querySelectorAll<HTMLImageElement>('main article img')).find((i) => i.alt === dish);
      if (!image) return false;
      if (!image.complete || image.naturalWidth === 0) {
        image.scrollIntoView({ block: 'center' });
        return false;
      }
      return !!image.currentSrc && image.currentSrc !== replaced;
    },
    { dish, replaced },
    { polling: 100 },
  );
  const src = await img.evaluate((el) => (el as HTMLImageElement).currentSrc);
  const response = await fetch(src);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Decoded from the stored bytes themselves (the page's <img> may be cross-origin to a canvas).
  const seen = await page.evaluate(async (data) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(data)]));
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const at = (y: number) => {
      const [r, g, b] = context.getImageData(Math.floor(bitmap.width / 4), y, 1, 1).data;
      return r! > 200 && g! < 60 && b! < 60 ? 'red' : b! > 200 && r! < 60 && g! < 60 ? 'blue' : `rgb(${r},${g},${b})`;
    };
    return { width: bitmap.width, height: bitmap.height, top: at(5), bottom: at(bitmap.height - 5) };
  }, Array.from(bytes));
  return { src, bytes, ...seen };
}

const storedImageOf = async (providerId: string, name: string) => {
  const items = await readData<Record<string, { providerId: string; name: string; imageUrl: string }> | null>('menu-items');
  return Object.values(items ?? {}).find((i) => i.providerId === providerId && i.name === name)?.imageUrl;
};

test('a dish photo from the phone: upright on the menu, no GPS stored; a new photo replaces it and the old file is gone', async () => {
  const tag = Date.now().toString(36);
  const kitchen = await createAccount('meal_provider', `Photo Kitchen ${tag}`);
  const dish = `Photo Poha ${tag}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'thali-photos-'));
  try {
    const kp = (await sessions.signedIn(kitchen)).page;
    await kp.setViewportSize(PHONE); // a phone, once signed in (the account menu sits in the phone menu)
    // 1600×1200 as the sensor stores it, shown a quarter turn clockwise (1200×1600, red on top); then a landscape shot.
    const [sideways, landscape] = await cameraPhotos(kp, dir, [
      { name: 'poha-sideways.jpg', width: 1600, height: 1200, orientation: 6 },
      { name: 'poha-landscape.jpg', width: 1600, height: 1200, orientation: 1 },
    ]);

    await kp.goto(`${PORTAL}${MENU_SECTION}`);
    const form = kp.getByRole('form', { name: 'Add New Menu Item' });
    await form.getByLabel('Name', { exact: true }).fill(dish);
    await form.getByLabel('Description', { exact: true }).fill('Flattened rice with peanuts, onion and lemon.');
    await form.getByLabel('Price (₹)', { exact: true }).fill('40');
    await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Appetizers' });
    await form.getByRole('radio', { name: 'Veg', exact: true }).check();
    await choosePhoto(kp, form.getByText('Choose a photo', { exact: true }), sideways!);
    await form.getByText('Photo uploaded.').waitFor();
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe(dish);
    expect(await kp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await form.getByRole('button', { name: 'Add Menu Item' }).click();
    await kp.getByText('Menu item added.').waitFor();

    // Stored in the kitchen's own folder, referenced (never a download URL) by the dish.
    const first = await storedImageOf(kitchen.uid, dish);
    expect(first).toMatch(new RegExp(`^storage:kitchens/${kitchen.uid}/dishes/[A-Za-z0-9_-]{16,}\\.webp$`));

    // The public menu: the photo upright, at most 1280 px, and the stored file without EXIF or GPS.
    const cp = (await sessions.open(PHONE)).page;
    await cp.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
    const shown = await menuPicture(cp, dish);
    expect(shown).toMatchObject({ width: 960, height: 1280, top: 'red', bottom: 'blue' });
    expect(Buffer.from(shown.bytes.slice(0, 4)).toString('latin1')).toBe('RIFF');
    expect(metadataIn(shown.bytes)).toEqual({ exif: false, gps: false });

    // A new photo from the edit form replaces it; the old file is removed from storage.
    const mine = kp.getByRole('list', { name: 'Your menu items' });
    await mine.getByRole('button', { name: `Edit ${dish}` }).click();
    const edit = kp.getByRole('form', { name: `Edit ${dish}` });
    await choosePhoto(kp, edit.getByText('Take a photo', { exact: true }), landscape!);
    await edit.getByText('Photo uploaded.').waitFor();
    await edit.getByRole('button', { name: 'Save' }).click();
    await kp.getByText(`${dish} saved.`).waitFor();
    const second = await storedImageOf(kitchen.uid, dish);
    expect(second).toMatch(new RegExp(`^storage:kitchens/${kitchen.uid}/dishes/[A-Za-z0-9_-]{16,}\\.webp$`));
    expect(second).not.toBe(first);
    // (removed after the database write: a moment later)
    const deadline = Date.now() + 10_000;
    let oldStatus = (await fetch(shown.src)).status;
    while (oldStatus !== 404 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      oldStatus = (await fetch(shown.src)).status;
    }
    expect(oldStatus).toBe(404);
    await cp.reload();
    expect(await menuPicture(cp, dish, shown.src)).toMatchObject({ width: 1280, height: 960 });

    await expectAxeCleanInBothThemes(kp, `${MENU_SECTION} with a dish photo`, () => mine.getByRole('button', { name: `Edit ${dish}` }).waitFor());
    expect(await kp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
