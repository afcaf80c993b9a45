#!/usr/bin/env node
// `pnpm admin <command>`: Thali admin actions on the running local backend (`pnpm backend` or `pnpm start`).
//   pnpm admin pending            lists the kitchens awaiting approval, and the name changes awaiting approval
//   pnpm admin approve <email>    approves the kitchen of that account: it is listed and can receive orders
//   pnpm admin approve-name <email>  gives an approved kitchen the new name it asked for (providers/<uid>/nameRequest)
//   pnpm admin messages           lists the messages sent with the contact form, newest first
// It talks to the emulators with their admin credential (`Authorization: Bearer owner`), which bypasses the rules;
// on hosted Firebase there is no such credential: an account with `admins/<uid>: true` (set in the console) writes
// `providers/<uid>/approved` itself, which the rules allow to admins only.
// Ports and names as the rest of the code: THALI_EMULATOR_HOST (127.0.0.1), THALI_DB_PORT (9000), THALI_AUTH_PORT
// (9099), THALI_PROJECT_ID (demo-thali), THALI_DB_NAMESPACE (<project>-default-rtdb).
import cli from '../packages/tooling/cli.js';
// Stored text is anyone's (a contact message, a kitchen's name): printed through `printable`, so escape sequences in
// it are shown, never obeyed by the terminal.
import terminalText from '../packages/tooling/terminal-text.js';

const { printable } = terminalText;

const env = process.env;
const host = env.THALI_EMULATOR_HOST || '127.0.0.1';
const dbPort = Number(env.THALI_DB_PORT || 9000);
const authPort = Number(env.THALI_AUTH_PORT || 9099);
const projectId = env.THALI_PROJECT_ID || 'demo-thali';
const namespace = env.THALI_DB_NAMESPACE || `${projectId}-default-rtdb`;
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

const USAGE = 'Usage: pnpm admin approve <email> | pnpm admin approve-name <email> | pnpm admin pending | pnpm admin messages';

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
  await database('PATCH', `providers/${uid}`, { approved: true });
  return `Approved ${printable(listing.name)} (${email}): it is listed now and can receive orders.`;
}

async function pending() {
  const providers = (await database('GET', 'providers')) ?? {};
  const waiting = Object.entries(providers).filter(([, p]) => p && typeof p === 'object' && p.approved !== true);
  if (waiting.length === 0) return 'No kitchens are awaiting approval.';
  const lines = await Promise.all(waiting.map(async ([uid, p]) => {
    const email = await database('GET', `users/${uid}/email`);
    return `  ${printable(p.name ?? '(no name)')}  ${printable(email ?? '(no e-mail)')}  uid ${printable(uid)}`;
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
    const head = `  ${when}  ${printable(m.name ?? '(no name)')} <${printable(m.email ?? 'no e-mail')}>${m.subject ? `  “${printable(m.subject)}”` : ''}  id ${printable(id)}`;
    // split on newlines first: each line is indented, and any other control character in it is shown escaped
    const body = String(m.message ?? '').split('\n').map((line) => `      ${printable(line)}`).join('\n');
    return `${head}\n${body}`;
  });
  return [`${list.length} contact message${list.length === 1 ? '' : 's'}, newest first:`, ...blocks].join('\n');
}

const { positionals: [command, ...rest] } = cli.parseCli({ usage: USAGE, allowPositionals: true });
const commands = {
  approve: () => approve(rest[0]),
  'approve-name': () => approveName(rest[0]),
  pending: async () => [await pending(), await nameRequests()].filter(Boolean).join('\n'),
  messages,
};

try {
  if (!Object.hasOwn(commands, command ?? '')) throw new Refusal(USAGE);
  console.log(await commands[command]());
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
