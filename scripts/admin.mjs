#!/usr/bin/env node
// `pnpm admin <command>`: Thali admin actions on the running local backend (`pnpm backend` or `pnpm start`).
//   pnpm admin pending            lists the kitchens awaiting approval (with the areas they deliver to), and the name
//                                 changes awaiting approval
//   pnpm admin approve <email>    approves the kitchen of that account: it is listed (in the lists of the areas it
//                                 delivers to) and can receive orders
//   pnpm admin approve-name <email>  gives an approved kitchen the new name it asked for (providers/<uid>/nameRequest)
//   pnpm admin messages           lists the messages sent with the contact form, newest first (handled ones say so)
//   pnpm admin grant <email>      makes that account Thali staff (admins/<uid>: true): it opens /ops
//   pnpm admin revoke <email>     takes staff access away again; both append an entry to the audit trail (by: 'cli')
//   pnpm admin migrate-orders [--dry-run] [--database-url <url>]
//   pnpm admin migrate-plates [--dry-run] [--database-url <url>]
//   pnpm admin migrate-order-totals [--dry-run] [--database-url <url>]
//   pnpm admin migrate-bill-numbers [--dry-run] [--database-url <url>]
//                                 turns orders stored one record per line (before issue 37) into whole orders and
//                                 prints what it changed (the local backend's seed does it at every start; this runs it
//                                 against any project: a hosted one with --database-url and THALI_ADMIN_TOKEN)
// It talks to the emulators with their admin credential (`Authorization: Bearer owner`), which bypasses the rules;
// on hosted Firebase there is no such credential: an account with `admins/<uid>: true` (set in the console) writes
// `providers/<uid>/approved` itself, with the kitchen's delivery areas and `listedKitchens` in the same write (the data
// package's approveKitchen), which the rules allow to admins only.
// Ports and names as the rest of the code: THALI_EMULATOR_HOST (127.0.0.1), THALI_DB_PORT (9000), THALI_AUTH_PORT
// (9099), THALI_PROJECT_ID (demo-thali), THALI_DB_NAMESPACE (<project>-default-rtdb).
import cli from '../packages/tooling/cli.js';
// Stored text is anyone's (a contact message, a kitchen's name): printed through `printable`, so escape sequences in
// it are shown, never obeyed by the terminal.
import terminalText from '../packages/tooling/terminal-text.js';
import orderMigration from '../packages/local-firebase/src/order-migration.js';
import plateMigration from '../packages/local-firebase/src/plate-migration.js';
import orderTotalsMigration from '../packages/local-firebase/src/order-totals-migration.js';
import billNumberMigration from '../packages/local-firebase/src/bill-number-migration.js';
// Issue 40: one approval write for every writer (the flag, the kitchen's delivery areas and the listed count).
import approval from '../packages/domain/src/approval.js';
import areaList from '../packages/domain/src/areas.js';

const { printable } = terminalText;

const env = process.env;
const host = env.THALI_EMULATOR_HOST || '127.0.0.1';
const dbPort = Number(env.THALI_DB_PORT || 9000);
const authPort = Number(env.THALI_AUTH_PORT || 9099);
const projectId = env.THALI_PROJECT_ID || 'demo-thali';
const namespace = env.THALI_DB_NAMESPACE || `${projectId}-default-rtdb`;
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

const USAGE = 'Usage: pnpm admin approve <email> | pnpm admin approve-name <email> | pnpm admin pending | pnpm admin messages'
  + ' | pnpm admin grant <email> | pnpm admin revoke <email> | pnpm admin migrate-orders [--dry-run] [--database-url <url>]'
  + ' | pnpm admin migrate-plates [--dry-run] [--database-url <url>]'
  + ' | pnpm admin migrate-order-totals [--dry-run] [--database-url <url>]'
  + ' | pnpm admin migrate-bill-numbers [--dry-run] [--database-url <url>]';

/** A message for the user: printed as it is, exit 1. */
class Refusal extends Error {}

async function request(url, init, what) {
  let response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new Refusal(`Could not reach the local backend (${what} at ${new URL(url).origin}). Start it with \`pnpm backend\` or \`pnpm start\`.`);
  }
  if (!response.ok) throw new Refusal(`The ${what} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

/** Admin REST on the Realtime Database emulator (rules bypassed). */
function database(method, path, body) {
  const url = `http://${host}:${dbPort}/${path.split('/').map(encodeURIComponent).join('/')}.json?ns=${encodeURIComponent(namespace)}`;
  return request(url, { method, headers: OWNER, body: body === undefined ? undefined : JSON.stringify(body) }, 'database');
}

/** The Auth emulator account with this e-mail, or null. */
async function accountByEmail(email) {
  const url = `http://${host}:${authPort}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/accounts:lookup`;
  const result = await request(url, { method: 'POST', headers: OWNER, body: JSON.stringify({ email: [email] }) }, 'Auth emulator');
  return result.users?.[0] ?? null;
}

async function approve(email) {
  const { uid, listing } = await kitchenOf(email, { notKitchen: 'only kitchens are approved', noListing: 'nothing to approve' });
  if (listing.approved === true) return `${printable(listing.name)} (${email}) is already approved.`;
  // a suspended kitchen comes back only through Unsuspend (which records the period its subscribers were not billed)
  if (listing.suspension && typeof listing.suspension === 'object') {
    throw new Refusal(`${printable(listing.name)} (${email}) is suspended by Thali; unsuspend it on the Operations Kitchens page (/ops/kitchens).`);
  }
  // the flag, every area it delivers to and the listed count, in one write (as the rules require of an admin)
  await database('PATCH', '', approval.approvalWrites(uid, listing, await database('GET', approval.LISTED_KITCHENS_PATH), true));
  const areas = areasOf(listing);
  return `Approved ${printable(listing.name)} (${email}): it is listed now and can receive orders`
    + (areas ? ` (delivers to ${areas}).` : '; it delivers nowhere until it chooses its delivery areas on its dashboard.');
}

/** The areas a listing delivers to, in the list's order, as one line ('' when none). */
function areasOf(listing) {
  const stored = listing.deliversTo && typeof listing.deliversTo === 'object' ? listing.deliversTo : {};
  return areaList.AREA_NAMES.filter((area) => Object.hasOwn(stored, area)).join(', ');
}

async function pending() {
  const providers = (await database('GET', 'providers')) ?? {};
  // suspended kitchens are not waiting for approval (they are not approved either)
  const waiting = Object.entries(providers).filter(([, p]) => p && typeof p === 'object' && p.approved !== true && !p.suspension);
  if (waiting.length === 0) return 'No kitchens are awaiting approval.';
  const lines = await Promise.all(waiting.map(async ([uid, p]) => {
    const email = await database('GET', `users/${uid}/email`);
    return `  ${printable(p.name ?? '(no name)')}  ${printable(email ?? '(no e-mail)')}  uid ${printable(uid)}  `
      + `delivers to: ${areasOf(p) || 'no areas chosen yet'}`;
  }));
  return [`${waiting.length} kitchen${waiting.length === 1 ? '' : 's'} awaiting approval (approve with \`pnpm admin approve <email>\`):`, ...lines].join('\n');
}

/**
 * The kitchen account of this e-mail and its listing, or a Refusal saying why there is none (`why` ends each refusal
 * with what the command could not do). A missing listing is refused: approving it would create one with no name,
 * which the storefront cannot show.
 */
async function kitchenOf(email, why = {}) {
  if (!email) throw new Refusal(USAGE);
  const account = await accountByEmail(email.trim());
  if (!account) throw new Refusal(`No account with the e-mail ${email}.`);
  const uid = account.localId;
  const role = await database('GET', `users/${uid}/role`);
  const tail = (reason) => (reason ? `; ${reason}.` : '.');
  if (role !== 'meal_provider') throw new Refusal(`${email} is not a kitchen account (role: ${printable(role ?? 'none')})${tail(why.notKitchen)}`);
  const listing = await database('GET', `providers/${uid}`);
  if (!listing || typeof listing !== 'object') throw new Refusal(`${email} has no kitchen listing (providers/${uid})${tail(why.noListing)}`);
  return { uid, listing };
}

/**
 * Issue 36: an approved kitchen asks for a new name (providers/<uid>/nameRequest) and keeps its approved one until
 * staff give it: the listing and the account take the requested name, and the request is cleared, in one write.
 */
async function approveName(email) {
  const { uid, listing } = await kitchenOf(email);
  const requested = listing.nameRequest?.name;
  if (typeof requested !== 'string' || !requested) throw new Refusal(`${printable(listing.name)} (${email}) has no name change awaiting approval.`);
  await database('PATCH', '', { [`providers/${uid}/name`]: requested, [`providers/${uid}/nameRequest`]: null, [`users/${uid}/name`]: requested });
  return `Renamed ${printable(listing.name)} to ${printable(requested)} (${email}): its listing shows the new name now.`;
}

/** The name changes awaiting approval; '' when there are none. */
async function nameRequests() {
  const providers = (await database('GET', 'providers')) ?? {};
  const asked = Object.entries(providers).filter(([, p]) => p && typeof p === 'object' && typeof p.nameRequest?.name === 'string');
  if (asked.length === 0) return '';
  const lines = await Promise.all(asked.map(async ([uid, p]) => {
    const email = await database('GET', `users/${uid}/email`);
    return `  ${printable(p.name ?? '(no name)')} → ${printable(p.nameRequest.name)}  ${printable(email ?? '(no e-mail)')}  uid ${printable(uid)}`;
  }));
  return [`${asked.length} name change${asked.length === 1 ? '' : 's'} awaiting approval (approve with \`pnpm admin approve-name <email>\`):`, ...lines].join('\n');
}

// Times as every Thali screen shows them: Asia/Kolkata, en-IN, whatever this machine's zone.
const kolkata = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

async function messages() {
  const stored = (await database('GET', 'contactMessages')) ?? {};
  const list = Object.entries(stored)
    .filter(([, m]) => m && typeof m === 'object')
    .sort(([a, x], [b, y]) => (Number(y.createdAt) || 0) - (Number(x.createdAt) || 0) || b.localeCompare(a));
  if (list.length === 0) return 'No contact messages yet.';
  const blocks = list.map(([id, m]) => {
    const when = Number(m.createdAt) > 0 ? kolkata.format(new Date(Number(m.createdAt))) : '(no time)';
    const handled = Number(m.handled?.at) > 0 ? `  handled ${kolkata.format(new Date(Number(m.handled.at)))}` : '';
    const head = `  ${when}  ${printable(m.name ?? '(no name)')} <${printable(m.email ?? 'no e-mail')}>${m.subject ? `  “${printable(m.subject)}”` : ''}  id ${printable(id)}${handled}`;
    // split on newlines first: each line is indented, and any other control character in it is shown escaped
    const body = String(m.message ?? '').split('\n').map((line) => `      ${printable(line)}`).join('\n');
    return `${head}\n${body}`;
  });
  return [`${list.length} contact message${list.length === 1 ? '' : 's'}, newest first:`, ...blocks].join('\n');
}

/**
 * Issue 41: staff access on or off for the account of this e-mail (admins/<uid>), with its audit entry (`by: 'cli'`,
 * the server's time) in the same write. Any account may be staff; a kitchen's account too, though staff usually sign
 * in with an account of their own.
 */
async function setStaff(email, on) {
  if (!email) throw new Refusal(USAGE);
  const account = await accountByEmail(email.trim());
  if (!account) throw new Refusal(`No account with the e-mail ${email}.`);
  const uid = account.localId;
  const was = (await database('GET', `admins/${uid}`)) === true;
  if (was === on) return on ? `${email} is already Thali staff.` : `${email} is not Thali staff.`;
  // a push-like key: the time first, so the trail's keys sort by when they were written, then randomness
  const auditId = `${Date.now().toString(36).padStart(9, '0')}${Math.random().toString(36).slice(2, 10)}`;
  await database('PATCH', '', {
    [`admins/${uid}`]: on ? true : null,
    [`audit/${auditId}`]: { by: 'cli', action: on ? 'grant' : 'revoke', target: `admins/${uid}`, at: { '.sv': 'timestamp' } },
  });
  return on ? `${email} is Thali staff now: signed in, it opens Operations (/ops).` : `${email} is no longer Thali staff.`;
}

// Money as every Thali screen shows it: en-IN rupees.
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
/** '1 order line', '3 order lines'. */
const n = (count, one, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Issue 37: orders stored one record per line become whole orders (packages/local-firebase/src/order-migration.js),
 * with the owner credential: the local backend's (as the other commands), or, for a hosted project, `--database-url
 * https://<db>.firebasedatabase.app` and an OAuth2 access token of an account that owns the project in
 * THALI_ADMIN_TOKEN (e.g. `THALI_ADMIN_TOKEN=$(gcloud auth print-access-token)`; never on the command line, where the
 * shell's history would keep it). Prints what it changed (or, with --dry-run, what it would change).
 */
async function migrateOrders({ dryRun, databaseUrl }) {
  const { target, result } = await runMigration(orderMigration.migrateOrders, { dryRun, databaseUrl });
  if (result.orders === 0) return 'No orders of the old one-record-per-line shape: nothing to migrate.';
  const names = Object.fromEntries(await Promise.all(Object.keys(result.kitchens).map(async (p) => {
    const query = target.ns ? `?ns=${encodeURIComponent(target.ns)}` : '';
    const r = await fetch(`${target.origin}/providers/${encodeURIComponent(p)}/name.json${query}`, { headers: target.headers }).catch(() => null);
    const name = r?.ok ? await r.json() : null;
    return [p, typeof name === 'string' ? name : '(no name)'];
  })));
  const move = (label, before, after) => `${label} ${before ?? 0} → ${after}`;
  const kitchens = Object.entries(result.kitchens).map(([p, { before, after, revenue }]) => `  ${printable(names[p])} (${printable(p)}): `
    + [move('orders', before.totalOrders, after.totalOrders), move('pending', before.pendingOrders, after.pendingOrders),
      move('delivered', before.completedOrders, after.completedOrders), move('cancelled', before.cancelledOrders, after.cancelledOrders),
      move('this month', before.monthlyOrders, after.monthlyOrders)].join(', ')
    + `; revenue unchanged (${rupees.format(revenue)})`);
  const pointers = [result.reviewKeys && n(result.reviewKeys, 'review key'), result.orderNumbers && n(result.orderNumbers, 'order number claim'),
    result.plates && n(result.plates, 'plate count')].filter(Boolean);
  return [
    `${dryRun ? 'Would migrate' : 'Migrated'} ${n(result.lines, 'order line')} into ${n(result.orders, 'whole order')} (marked legacy, no delivery fee) `
      + `at ${n(Object.keys(result.kitchens).length, 'kitchen')}; their order counts now count orders:`,
    ...kitchens,
    ...(pointers.length ? [`${dryRun ? 'Would point' : 'Pointed'} ${pointers.join(', ')} at the new order ids.`] : []),
    ...(dryRun ? ['Dry run: nothing was written.'] : []),
  ].join('\n');
}

/** Where a migration runs: the local backend, or a hosted database (`--database-url`, owner token in THALI_ADMIN_TOKEN). */
function migrationTarget(databaseUrl) {
  let target;
  if (databaseUrl) {
    let url;
    try {
      url = new URL(databaseUrl);
    } catch {
      throw new Refusal(`Not a database URL: ${printable(databaseUrl)} (e.g. https://<project>-default-rtdb.firebaseio.com).`);
    }
    const token = env.THALI_ADMIN_TOKEN;
    if (!token) throw new Refusal('A hosted database needs an owner\'s access token in THALI_ADMIN_TOKEN, e.g. THALI_ADMIN_TOKEN=$(gcloud auth print-access-token).');
    target = { origin: url.origin, ns: url.searchParams.get('ns') ?? '', headers: { authorization: `Bearer ${token}` } };
  } else {
    target = { origin: `http://${host}:${dbPort}`, ns: namespace, headers: { authorization: 'Bearer owner' } };
  }
  return target;
}

/**
 * Runs `migrate(origin, ns, headers, { dryRun })` on its target; a database that cannot be reached, or that refuses, is
 * one plain line (a Refusal).
 */
async function runMigration(migrate, { dryRun, databaseUrl }) {
  const target = migrationTarget(databaseUrl);
  try {
    return { target, result: await migrate(target.origin, target.ns, target.headers, { dryRun }) };
  } catch (error) {
    if (error instanceof TypeError) {
      throw new Refusal(databaseUrl ? `Could not reach ${printable(target.origin)}.`
        : `Could not reach the local backend (database at ${target.origin}). Start it with \`pnpm backend\` or \`pnpm start\`.`);
    }
    throw new Refusal(error.message);
  }
}

/**
 * Issue 40: the plate counts kept before (plates/{p}/{item}, one day) carried into the per-day counts
 * (packages/local-firebase/src/plate-migration.js), on the same targets as migrate-orders; run it after migrate-orders.
 */
async function migratePlates({ dryRun, databaseUrl }) {
  const { result } = await runMigration(plateMigration.migratePlates, { dryRun, databaseUrl });
  if (result.counts === 0) return 'No plate counts of the old one-day shape: nothing to migrate.';
  return [
    `${dryRun ? 'Would carry' : 'Carried'} ${n(result.carried, 'plate count')} of today or yesterday into the counts by day`
      + ` and ${dryRun ? 'would drop' : 'dropped'} ${n(result.dropped, 'older one')}.`,
    ...(dryRun ? ['Dry run: nothing was written.'] : []),
  ].join('\n');
}

/**
 * Issue 41: the Overview's kept order totals worked out from the orders (packages/local-firebase/src/order-totals-migration.js),
 * on the same targets as migrate-orders; run it right after deploying issue 41's rules.
 */
async function migrateOrderTotals({ dryRun, databaseUrl }) {
  const { result } = await runMigration(orderTotalsMigration.migrateOrderTotals, { dryRun, databaseUrl });
  if (result.claims === 0 && result.cancelledTotals === 0) return 'The kept order totals agree with the orders: nothing to migrate.';
  return [
    `${dryRun ? 'Would give' : 'Gave'} ${n(result.claims, 'order number claim')} running totals`
      + ` and ${dryRun ? 'would set' : 'set'} ${n(result.cancelledTotals, 'cancelled total')} of a day or month.`,
    ...(dryRun ? ['Dry run: nothing was written.'] : []),
  ].join('\n');
}

/**
 * Issue 42: the subscriptions created before bill numbers numbered per kitchen (packages/local-firebase/src/bill-number-migration.js),
 * on the same targets as migrate-orders; run it right after deploying issue 42's rules.
 */
async function migrateBillNumbers({ dryRun, databaseUrl }) {
  const { result } = await runMigration(billNumberMigration.migrateBillNumbers, { dryRun, databaseUrl });
  if (result.numbered === 0) return 'Every subscription has its bill number: nothing to migrate.';
  return [
    `${dryRun ? 'Would number' : 'Numbered'} ${n(result.numbered, 'subscription')} of ${n(result.kitchens, 'kitchen')}.`,
    ...(dryRun ? ['Dry run: nothing was written.'] : []),
  ].join('\n');
}

const { values: flags, positionals: [command, ...rest] } = cli.parseCli({
  usage: USAGE, allowPositionals: true,
  options: { 'dry-run': { type: 'boolean' }, 'database-url': { type: 'string' } },
});
const commands = {
  approve: () => approve(rest[0]),
  'approve-name': () => approveName(rest[0]),
  pending: async () => [await pending(), await nameRequests()].filter(Boolean).join('\n'),
  messages,
  grant: () => setStaff(rest[0], true),
  revoke: () => setStaff(rest[0], false),
  'migrate-orders': () => migrateOrders({ dryRun: flags['dry-run'] === true, databaseUrl: flags['database-url'] }),
  'migrate-plates': () => migratePlates({ dryRun: flags['dry-run'] === true, databaseUrl: flags['database-url'] }),
  'migrate-order-totals': () => migrateOrderTotals({ dryRun: flags['dry-run'] === true, databaseUrl: flags['database-url'] }),
  'migrate-bill-numbers': () => migrateBillNumbers({ dryRun: flags['dry-run'] === true, databaseUrl: flags['database-url'] }),
};

try {
  if (!Object.hasOwn(commands, command ?? '')) throw new Refusal(USAGE);
  console.log(await commands[command]());
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
