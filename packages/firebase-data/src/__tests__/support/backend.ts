import { setLogLevel } from 'firebase/app';
import type { FirebaseServices } from '../../app';
import { createFirebase, deleteFirebase } from '../../services';
import { readConfig, type FirebaseRuntimeConfig } from '../../config';
import { signUp } from '../../auth/sign-up';
import { addMenuItem } from '../../menu/add-menu-item';
import type { MenuItem } from '../../model';

setLogLevel('silent');

let apps = 0;
const opened: FirebaseServices[] = [];

/** A fresh database namespace for one test file (suites isolate by namespace). */
export function freshNamespace(label: string): string {
  return `fd-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The test file's config: its own database namespace, and a Storage bucket of the same name (whose writers' roles
 * the Storage emulator reads in that namespace: testing/global-setup.js). */
export function testConfig(ns: string): FirebaseRuntimeConfig {
  const prev = process.env.THALI_DB_NAMESPACE;
  process.env.THALI_DB_NAMESPACE = ns;
  try {
    return { ...readConfig(), storageBucket: ns };
  } finally {
    if (prev === undefined) delete process.env.THALI_DB_NAMESPACE;
    else process.env.THALI_DB_NAMESPACE = prev;
  }
}

/** An isolated Firebase app (one per simulated user). */
export function openApp(ns: string): FirebaseServices {
  const fb = createFirebase(testConfig(ns), `test-app-${++apps}`);
  opened.push(fb);
  return fb;
}

export async function closeAll(): Promise<void> {
  await Promise.all(opened.splice(0).map((fb) => deleteFirebase(fb).catch(() => undefined)));
}

/** The details a test kitchen signs up with (issue 39); its name is the user's. */
export const TEST_KITCHEN_DETAILS = { phone: '+91 98220 10010', area: 'Dharampeth', address: '14 Ram Nagar Road, Nagpur 440010', cuisine: 'maharashtrian',
  cuisineOther: '', fssai: '' };

export interface TestUser { fb: FirebaseServices; uid: string; email: string; password: string }

/**
 * Sign up a new account through the real SDK and keep it signed in on its own app. A new kitchen is pending
 * until an admin approves it (orders to it are refused); unless `approved: false`, it is approved here.
 */
export async function newUser(
  ns: string, role: 'user' | 'meal_provider', name = role === 'user' ? 'Test Customer' : 'Test Kitchen', opts: { approved?: boolean } = {},
): Promise<TestUser> {
  const fb = openApp(ns);
  const email = `${role}-${Math.random().toString(36).slice(2, 10)}@${ns}.test`;
  const password = 'secret-123';
  // a kitchen signs up with its details (issue 39), under the same name
  const kitchen = role === 'meal_provider' ? { ...TEST_KITCHEN_DETAILS, name } : undefined;
  const user = await signUp({ name, email, password, role, kitchen }, { staySignedIn: true }, fb);
  if (role === 'meal_provider' && opts.approved !== false) await approve(ns, user.uid);
  return { fb, uid: user.uid, email, password };
}

/**
 * The areas a test kitchen delivers to (issue 40): HOME's and its own; the value its approval gives (approveKitchen
 * flips them to true with `approved`).
 */
export const TEST_KITCHEN_AREAS = ['Trimurti Nagar', 'Dharampeth'];

/**
 * What an admin does for a new kitchen (as `pnpm admin approve` does): providers/{uid}/approved = true, and (issue 40)
 * its delivery areas listed with it.
 */
export async function approve(ns: string, uid: string): Promise<void> {
  await admin(ns, 'PATCH', `providers/${uid}`, { approved: true, deliversTo: Object.fromEntries(TEST_KITCHEN_AREAS.map((a) => [a, true])) });
}

/**
 * The emulator's test hook: the next wire-protocol write of this namespace is applied, then its WebSocket is closed
 * before the acknowledgement (a lost acknowledgement; the SDK reconnects and sends the write again).
 */
export async function dropNextWriteAck(ns: string): Promise<void> {
  const { emulators } = testConfig(ns);
  const r = await fetch(`http://${emulators!.host}:${emulators!.databasePort}/.test/drop-next-write-ack?ns=${ns}`, {
    method: 'POST', headers: { authorization: 'Bearer owner' },
  });
  if (!r.ok) throw new Error(`drop-next-write-ack: ${r.status} ${await r.text()}`);
}

/** Admin REST access to the emulator (bypasses rules): for seeding and for checking what is stored. */
export async function admin(ns: string, method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  const { emulators } = testConfig(ns);
  const url = `http://${emulators!.host}:${emulators!.databasePort}/${path}.json?ns=${ns}`;
  const r = await fetch(url, {
    method, headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`admin ${method} ${path}: ${r.status} ${await r.text()}`);
  return r.json();
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until<T>(fn: () => T | Promise<T>, timeout = 5000): Promise<NonNullable<T>> {
  const t0 = Date.now();
  for (;;) {
    const v = await fn();
    if (v) return v as NonNullable<T>;
    if (Date.now() - t0 > timeout) throw new Error('until: timed out');
    await sleep(20);
  }
}

/** The emulator's admin-only clock hook: shifts this namespace's `now` (rules, server timestamps) by `offsetMs` (0 resets). */
export async function setClock(ns: string, offsetMs: number): Promise<void> {
  const { emulators } = testConfig(ns);
  const r = await fetch(`http://${emulators!.host}:${emulators!.databasePort}/.test/clock?ns=${ns}`, {
    method: 'PUT', headers: { authorization: 'Bearer owner', 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs }),
  });
  if (!r.ok) throw new Error(`clock: ${r.status} ${await r.text()}`);
}

/**
 * Where test orders are delivered, and who to call (every new order carries a place (issue 40) and its one line as
 * the address, the customer's name and mobile: RULES.md, orders). The mobile is stored as +919876543210, on the order and in the profile.
 */
export const HOME_PLACE = { house: '12', street: 'Laxmi Nagar', area: 'Trimurti Nagar', pin: '440022' };
export const HOME = { place: HOME_PLACE, name: 'Asha', phone: '98765 43210' };
/** Issue 40: an order's slot "as soon as possible" (its start is the time it is placed). */
export const ASAP = { start: 0, asap: true } as const;

type Who = [role: 'user' | 'meal_provider', name: string];
/** Signed-in users of `ns` made at once, one per [role, name] (kitchens approved, as `newUser` does), in that order. */
export function newUsers<W extends Who[]>(ns: string, ...who: W): Promise<{ [K in keyof W]: TestUser }> {
  return Promise.all(who.map(([role, name]) => newUser(ns, role, name))) as Promise<{ [K in keyof W]: TestUser }>;
}

/** A dish as a kitchen's menu form sends it: a veg main course with a picture, no daily limit. */
export const itemInput = (name: string, price: number) => ({ name, description: `${name}, freshly made`, price, category: 'main-course',
  imageUrl: 'https://example.com/x.jpg', diet: 'veg' as const, platesPerDay: '' });

/** Dishes added at once, each by its kitchen through the data package (one per [kitchen, name, price]). */
export function newDishes<D extends [kitchen: TestUser, name: string, price: number][]>(...dishes: D): Promise<{ [K in keyof D]: MenuItem }> {
  return Promise.all(dishes.map(([kitchen, name, price]) => addMenuItem(kitchen.uid, itemInput(name, price), kitchen.fb))) as Promise<{ [K in keyof D]: MenuItem }>;
}

/** The latest value of a subscription (waits for the first) and its error, for a test to await. */
export function watch<T>(start: (onData: (v: T) => void, onError: (e: Error) => void) => () => void) {
  let value: T | undefined;
  let error: Error | undefined;
  const stop = start((v) => { value = v; }, (e) => { error = e; });
  return {
    stop,
    get error() { return error; },
    next: (pred: (v: T) => boolean = () => true) => until(() => (value !== undefined && pred(value) ? value : undefined)),
    failed: () => until(() => error),
  };
}
