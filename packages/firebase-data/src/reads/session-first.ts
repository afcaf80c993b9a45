// A signed-in page's first reads over REST, with the ID token of the session the SDK stored on this device
// (auth/stored-session.ts), before the SDK and its WebSocket have arrived: its own chunk, fetched only where someone
// has signed in (auth/lazy-session.ts). The live reads take over once the SDK has confirmed the session.
import * as TIMEOUTS from '@thali/render/timeouts';
import { readStoredSession, type StoredSession } from '../auth/stored-session';
import type { SessionUser } from '../auth/subscribe-auth';
import type { OrderBoard, Role } from '../model';
import type { OrderBoardOptions } from '../orders/board-types';
import { ORDER_BOARD_PAGE } from '../orders/order-pages';
import { readConfig, type FirebaseRuntimeConfig } from '../config';
import { getJsonOnce, restUrl } from './rest-read';
import { GUARD_VALUES, SESSION_READS, type SessionReadName } from './session-reads';
import type { SessionValue } from './session-values';

/** The conversions (with zod: the chunk the SDK's reads share), fetched beside the request, as first-read.ts does. */
const loadValues = () => import(/* webpackChunkName: "firebase-data-session-values" */ './session-values');

let found: Promise<StoredSession | null> | null = null;
/**
 * First reads asked before their reader (earlySession): each answers the sessionFirstRead calls of its name and account
 * until a moment after the first.
 */
const asked = new Map<string, Promise<unknown>>();

let confirm = () => {};
/**
 * Settles once the SDK has answered the session listener (showStored), or there is no stored session to show, at most
 * TIMEOUTS.sessionConfirmWaitMs after this chunk arrived: until then the SDK's data reads are held (lazy.ts holdData),
 * as a read sent before Auth has restored its token goes out unauthenticated and is refused.
 */
const confirmed = new Promise<void>((resolve) => {
  confirm = resolve;
  setTimeout(resolve, TIMEOUTS.sessionConfirmWaitMs);
});

/** The session stored on this device, looked up once per page (null: none, or its token is about to expire). */
export function storedSession(config: FirebaseRuntimeConfig = readConfig()): Promise<StoredSession | null> {
  found ??= readStoredSession(config);
  return found;
}

/**
 * The SDK answered with another account or none (signed out, the account gone): the stored session is not asked
 * again on this page, and no later read uses its token.
 */
export function forgetStoredSession(): void {
  found = Promise.resolve(null);
  asked.clear();
  known = null;
}

/** The stored session's account with its role and staff flag, as earlySession's reads answered them. */
export interface KnownSession {
  user: SessionUser;
  role: Role;
  isStaff: boolean;
}

let known: KnownSession | null = null;
/**
 * The stored session's account, role and staff flag once earlySession's reads of them have answered (null before,
 * without a stored session, or once the SDK has found another account or none): what the session listener and the
 * guard's reads will say, known already, so a signed-in page's first render need not wait for them to say it.
 */
export const knownSession = (): KnownSession | null => known;

/** Is `name` one of the signed-in first reads (a page's declaration in apps.json, which the contract types as text)? */
const isSessionRead = (name: string): name is SessionReadName => Object.hasOwn(SESSION_READS, name);

/**
 * The stored session's account, with the reads of its role already asked (the guard's, which AuthProvider makes once
 * the session listener reports the account) and the page's own `reads` (its route's `firstReads` in apps.json; a name
 * this build does not know is skipped): the shell calls this as a page behind sign-in starts, before React, and so
 * before any of the page's reads: they are held from now until the SDK's word (`holdData`, lazy.ts's, passed in so
 * the page's first load keeps it inside its own module). Null when there is no stored session.
 */
export async function earlySession(holdData: (until: Promise<void>) => void, reads: readonly string[] = []): Promise<string | null> {
  holdData(confirmed);
  const session = await storedSession();
  if (!session) {
    confirm();
    return null;
  }
  const { uid } = session.user;
  const pageReads = reads.filter(isSessionRead);
  for (const name of ['role', 'staff', ...pageReads] as const) {
    if (asked.has(`${name}|${uid}`)) continue;
    const read = sessionFirstRead(name, uid);
    read.catch(() => undefined); // its reader hears of a failure
    asked.set(`${name}|${uid}`, read);
  }
  const ours = found;
  Promise.all([asked.get(`role|${uid}`) as Promise<Role>, asked.get(`staff|${uid}`) as Promise<boolean>]).then(([role, isStaff]) => {
    if (found === ours) known = { user: session.user, role, isStaff };
  }, () => undefined);
  return uid;
}

/**
 * `name`'s first answer for account `uid` over REST, with the stored session's token. Rejects when there is no stored
 * session of that account, its token is expiring, the database refused it (a revoked token: the SDK will say so) or
 * could not be reached: the SDK's live read answers then.
 */
export async function sessionFirstRead<N extends SessionReadName>(
  name: N, uid: string, config: FirebaseRuntimeConfig = readConfig(), now: () => number = Date.now,
): Promise<SessionValue<N>> {
  const early = asked.get(`${name}|${uid}`);
  if (early) {
    // Its other readers as the page opens take the same answer (the dashboard's figures and its orders board both read
    // the stats); after a moment a read asks again.
    setTimeout(() => {
      if (asked.get(`${name}|${uid}`) === early) asked.delete(`${name}|${uid}`);
    }, TIMEOUTS.sessionPrefetchHoldMs);
    return early as Promise<SessionValue<N>>;
  }
  const session = await storedSession(config);
  if (!session || session.user.uid !== uid || session.expiresAt - now() < 30_000) throw new Error('No stored session for this account');
  return sessionRead(name, uid, session.idToken, config);
}

/**
 * A kitchen's orders board as it first opens (every order, all days, the first page of final ones), over REST: its four reads
 * (pending, the kitchen's stats, the delivered and cancelled pages) made into the board as the live board makes it.
 * Rejects as `read` (sessionFirstRead) does.
 */
export async function sessionFirstBoard(
  { providerId, filter = 'all', day, pageSize = ORDER_BOARD_PAGE }: Pick<OrderBoardOptions, 'providerId' | 'filter' | 'day' | 'pageSize'>,
  read: <N extends SessionReadName>(name: N, uid: string) => Promise<SessionValue<N>> = sessionFirstRead,
): Promise<OrderBoard> {
  if (filter !== 'all' || day !== undefined || pageSize !== ORDER_BOARD_PAGE) throw new Error('Only the board as it opens is read first');
  const [pending, stats, completed, cancelled, { boardOf }] = await Promise.all([
    read('boardPending', providerId), read('stats', providerId), read('boardCompleted', providerId), read('boardCancelled', providerId), loadValues(),
  ]);
  return boardOf({ filter: 'all', day: undefined, shown: ORDER_BOARD_PAGE, pending, finals: { completed, cancelled }, stats });
}

/**
 * `name` of account `uid` over REST with `idToken`, converted as the SDK's read converts it: what the rules let the
 * token's account read (another account's data is refused, as over the SDK). Rejects on a refusal or a network failure.
 */
export async function sessionRead<N extends SessionReadName>(
  name: N, uid: string, idToken: string, config: FirebaseRuntimeConfig = readConfig(),
): Promise<SessionValue<N>> {
  // the ID token as the REST API takes one (a header would cost a preflight); never kept by the HTTP cache
  const url = new URL(restUrl(SESSION_READS[name](uid), config));
  url.searchParams.set('auth', idToken);
  // the guard's reads convert without the conversions' chunk (zod): the role is known as soon as it is read
  const guard = name === 'role' || name === 'staff';
  // asked once when two readers want it at once (the dashboard's figures and its orders board both read the stats);
  // each converts the answer for itself
  const [answer, values] = await Promise.all([
    getJsonOnce(url.toString(), { credentials: 'omit', cache: 'no-store' }), guard ? GUARD_VALUES : loadValues().then((m) => m.SESSION_VALUES),
  ]);
  return (values as Record<SessionReadName, (value: unknown, uid: string) => unknown>)[name](answer, uid) as SessionValue<N>;
}

/**
 * The session listener's side (auth/lazy-session.ts): reports the stored session at once, if there is one, and holds
 * the SDK's data reads until the SDK answers (`confirmed`). Returns what the SDK's answers go through: its first answer, when it is the account
 * already reported, is not reported again (the page has it); another account or none is reported as usual (a guarded
 * page then sends the reader to sign in) and the stored session is used no more.
 */
export function showStored(
  report: (user: SessionUser | null) => void, holdData: (until: Promise<void>) => void,
): (user: SessionUser | null) => void {
  let answered = false;
  let shown: string | null = null;
  holdData(confirmed);
  storedSession().then((session) => {
    if (!session || answered) return confirm();
    shown = JSON.stringify(session.user);
    report(session.user);
  }, confirm);
  return (user) => {
    const first = !answered;
    answered = true;
    confirm();
    if (first && shown !== null) {
      if (JSON.stringify(user) === shown) return;
      forgetStoredSession();
    }
    report(user);
  };
}
