import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { PORTAL } from './browser';
import { backendConfig } from './control';
import { EVERY_AREA, HOME_PLACE, placeLine } from './address';

export const DEMO_PASSWORD = 'thali-demo-1';
export const DEMO = {
  customer: { email: 'customer@thali.test', password: DEMO_PASSWORD, uid: 'demo-customer', name: 'Riya Deshmukh' },
  provider: { email: 'annapurna@thali.test', password: DEMO_PASSWORD, uid: 'prov-annapurna', name: 'Annapurna Tiffin Service' },
  provider2: { email: 'saoji@thali.test', password: DEMO_PASSWORD, uid: 'prov-saoji-rasoi', name: 'Saoji Ghar Rasoi' },
};

/** The mobile number every journey customer's profile holds (as stored: +91 and 10 digits). */
export const CUSTOMER_PHONE = '+919822012345';

let counter = 0;

async function endpoints() {
  const config = await backendConfig();
  if (!config) throw new Error('The journeys run without a backend');
  const { host, authPort, databasePort, namespace } = config.emulators as typeof config.emulators & { namespace: string };
  return {
    projectId: config.projectId,
    auth: `http://${host}:${authPort}/identitytoolkit.googleapis.com/v1/projects/${config.projectId}/accounts`,
    db: (path: string) => `http://${host}:${databasePort}/${path}.json?ns=${namespace}`,
  };
}

/** Reads a path of the journeys' database as an admin (bypassing rules), to check what a UI wrote. */
export async function readData<T = unknown>(path: string): Promise<T> {
  const { db } = await endpoints();
  const response = await fetch(db(path), { headers: { Authorization: 'Bearer owner' } });
  return (await response.json()) as T;
}

/** Writes a path as an admin: test fixtures only. */
export async function writeData(path: string, value: unknown, method: 'PUT' | 'PATCH' = 'PUT') {
  const { db } = await endpoints();
  const response = await fetch(db(path), { method, headers: { Authorization: 'Bearer owner' }, body: JSON.stringify(value) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
}

/**
 * A fresh account with its user record (and public provider profile for providers), so a journey
 * that changes data never disturbs another. Returns its credentials. A kitchen is approved, as an admin would
 * (`pnpm admin approve`): a pending one is not listed and cannot receive orders.
 */
export async function createAccount(
  role: 'user' | 'meal_provider',
  name = role === 'user' ? 'Test Customer' : 'Test Kitchen',
  /** a kitchen's listing fields to use instead of the defaults (e.g. its rating figures) */
  listing: Record<string, unknown> = {},
) {
  const { auth } = await endpoints();
  counter += 1;
  const email = `${role === 'user' ? 'customer' : 'provider'}-${Date.now()}-${counter}@thali.test`;
  const password = 'journey-pass-1';
  const response = await fetch(auth, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ email, password, displayName: name }),
  });
  const { localId: uid } = (await response.json()) as { localId: string };
  // a customer has a profile place (issue 40: its one line in `address`) and mobile number, which prefill checkout's,
  // Buy Now's and Subscribe's delivery step (issues 17 and 37; a journey about the first order removes the mobile)
  await writeData(`users/${uid}`, { name, email, role, createdAt: new Date().toISOString(),
    ...(role === 'user' ? { place: HOME_PLACE, address: placeLine(HOME_PLACE), phone: CUSTOMER_PHONE } : {}) });
  if (role === 'meal_provider') {
    // the details a kitchen gives at signup (issue 39), so no journey kitchen is asked for them on its dashboard
    // issue 40: it delivers to every area (so to the journey customers' home), unless the journey says otherwise
    // Approved as `pnpm admin approve` does it (one approval write, @thali/domain/approval): each area's value is the
    // approval (so only a listed kitchen is found by the area lists) and the listed count moves with it (the "N more
    // kitchens don't deliver" line counts from it). The journeys run one at a time, so reading the count is safe.
    const approved = listing.approved !== false;
    const areas = (listing.deliversTo ?? EVERY_AREA) as Record<string, boolean>;
    const deliversTo = Object.fromEntries(Object.keys(areas).map((area) => [area, approved]));
    await writeData(`providers/${uid}`, { name, cuisine: 'maharashtrian', area: 'Dharampeth', address: 'Dharampeth, Nagpur', phone: '+91 98220 00000',
      ratingSum: 21, ratingCount: 5, approved: true, createdAt: Date.now(), ...listing, deliversTo });
    if (approved) await writeData('listedKitchens', ((await readData<number>('listedKitchens')) ?? 0) + 1);
  }
  return { uid, email, password, name };
}

/**
 * Moves the journeys' database clock (rules `now`, server timestamps) by offsetMs through the emulator's admin-only
 * test hook; 0 puts it back. The browser's own clock is untouched, so a page can offer what the server then refuses.
 */
export async function setDatabaseClock(offsetMs: number) {
  const config = await backendConfig();
  if (!config) throw new Error('The journeys run without a backend');
  const { host, databasePort, namespace } = config.emulators as typeof config.emulators & { namespace: string };
  const response = await fetch(`http://${host}:${databasePort}/.test/clock?ns=${namespace}`, {
    method: 'PUT', headers: { Authorization: 'Bearer owner' }, body: JSON.stringify({ offsetMs }),
  });
  if (!response.ok) throw new Error(`clock: ${response.status} ${await response.text()}`);
}

/** Runs `pnpm admin <args>` (scripts/admin.mjs) against the journeys' backend; resolves with its one line of output. */
export async function runAdmin(args: string[]): Promise<string> {
  const config = await backendConfig();
  if (!config) throw new Error('The journeys run without a backend');
  const { host, authPort, databasePort, namespace } = config.emulators as typeof config.emulators & { namespace: string };
  const script = path.resolve(__dirname, '../../scripts/admin.mjs');
  const env = { ...process.env, THALI_EMULATOR_HOST: host, THALI_DB_PORT: String(databasePort), THALI_AUTH_PORT: String(authPort),
    THALI_PROJECT_ID: config.projectId, THALI_DB_NAMESPACE: namespace };
  const { stdout } = await promisify(execFile)(process.execPath, [script, ...args], { env });
  return stdout.trim();
}

/**
 * Signs in through the real login page and waits until the portal shows the session. `portal`: the portal's address
 * when it is not `pnpm start`'s (the hosted preview's).
 */
export async function signIn(page: Page, email: string, password: string, portal = PORTAL) {
  await page.goto(`${portal}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /account menu/ }).waitFor();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
