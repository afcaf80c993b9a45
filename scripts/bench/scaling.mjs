/* global document, window */
import { createRequire } from 'node:module';
// Data scaling: seed N orders straight into the emulator (admin REST), then measure in the
// browser the WebSocket bytes received and the time to first data of the provider dashboard,
// My Orders (both scoped to one user: should stay flat) and the providers list (grows with it).
import {
  AREA_MEASURED, AREA_OWN, BOARD_KITCHEN, BOARD_PENDING, DUES_KITCHEN, DUES_SUBSCRIBERS, DUES_WAITING, generate, generateAreaKitchens, generateBoard, generateDuesKitchen,
  generateOtherPayments, MEASURED,
} from './scale-data.mjs';
import { launchChromium, log, median } from './util.mjs';

const ADMIN = { 'content-type': 'application/json', authorization: 'Bearer owner' };
const { monthStart: kolkataMonth } = createRequire(import.meta.url)('../../packages/domain/src/index.js');

/**
 * Tiffin subscriptions, measured as the data package's queries themselves (signed in, through the rules) over the
 * database's REST API, so the figures do not depend on a page: the kitchen sheet's (subscribeProviderSubscriptions)
 * and My Tiffins' (subscribeCustomerSubscriptions). `wsBytes` holds the response's bytes.
 */
/** Reads per query target: a read takes milliseconds, so a median of many keeps noise out of the ratio. */
const QUERY_READS = 101;

export const QUERY_TARGETS = {
  kitchenSheet: { route: 'subscriptions by providerId', as: 'provider', orderBy: 'providerId' },
  myTiffins: { route: 'subscriptions by customerId', as: 'customer', orderBy: 'customerId' },
};

export const TARGETS = {
  dashboard: {
    route: '/provider-dashboard/orders',
    as: 'provider',
    // first data = both the stats and the recent-orders table rendered
    marks: { stats: 'main [data-remote] dl:not([aria-busy="true"]) dd', orders: 'main [data-remote] section[aria-labelledby="recent-orders-heading"] table tbody tr' },
  },
  myOrders: { route: '/orders', as: 'customer', marks: { orders: 'main [data-remote] [data-order-id]' } },
  // the dashboard's Tiffin plans section: the kitchen sheet renders once both the plans and the subscriptions arrived
  kitchenSheetPage: { route: '/provider-dashboard/tiffin-plans', as: 'provider', marks: { sheet: 'main [data-remote] [data-print-sheet] ul[aria-label="Meals per plan"] li' } },
  myTiffinsPage: { route: '/tiffins', as: 'customer', marks: { subscription: 'main [data-remote] section[aria-labelledby$="-week"]' } },
  providers: { route: '/providers', as: null, marks: { providers: 'main [data-remote] article' } },
  // issue 41: the operations Overview, signed in as staff: first figures = today's orders read from the kept totals
  opsOverview: { route: '/ops', as: 'staff', marks: { figures: 'main [data-remote] dd[data-figure="orders-today"]:not([aria-busy])' } },
};

/**
 * `load` 10 times uncounted (the connection, JIT, an index's first use), then QUERY_READS times timed: each sample its
 * time to the whole answer and what `describe` makes of the answer (worked out after the clock stops).
 */
async function timedLoads(load, describe = (answer) => answer) {
  for (let i = 0; i < 10; i++) await load();
  const samples = [];
  for (let i = 0; i < QUERY_READS; i++) {
    const t0 = performance.now();
    const answer = await load();
    const firstDataMs = performance.now() - t0;
    samples.push({ firstDataMs, ...describe(answer) });
  }
  return samples;
}

/** Waits until the emulator has written its data file (its cost is the file's, not the reads'). */
async function flush(backend) {
  const flushed = await fetch(`${backend.dbUrl}/.test/flush?ns=${backend.namespace}`, { method: 'POST', headers: ADMIN });
  if (!flushed.ok) throw new Error(`flush: ${flushed.status}`);
}

async function rest(backend, path, method, body) {
  const response = await fetch(`${backend.dbUrl}/${path}.json?ns=${backend.namespace}`, { method, headers: ADMIN, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} /${path}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  return response;
}

async function createAuthAccount(backend, { uid, email, name }) {
  const r = await fetch(`${backend.authUrl}/identitytoolkit.googleapis.com/v1/projects/${backend.projectId}/accounts`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ localId: uid, email, password: MEASURED.password, displayName: name }),
  });
  if (!r.ok) {
    const text = await r.text();
    if (!/DUPLICATE_LOCAL_ID|EMAIL_EXISTS/.test(text)) throw new Error(`Auth account ${email}: ${text}`);
  }
}

/** Empties the namespace and writes one scale's data in chunks (the emulator refuses writes > 10 MB). */
async function seedScale(backend, totalOrders) {
  const data = generate(totalOrders);
  // Generating 100,000 orders holds this process (and the emulator it embeds) for seconds, past the emulator's
  // keep-alive timeout: let the loop catch up, so the connection that timed out meanwhile is closed before the next
  // request is sent (sent on it, that request used to meet a reset connection: ECONNRESET on the reset below).
  await new Promise((resolve) => setTimeout(resolve, 100));
  const reset = await fetch(`${backend.dbUrl}/.reset?ns=${backend.namespace}`, { method: 'POST', headers: ADMIN });
  if (!reset.ok) throw new Error(`reset: ${reset.status}`);
  const chunked = async (path, object, size) => {
    const entries = Object.entries(object);
    for (let i = 0; i < entries.length; i += size) await rest(backend, path, 'PATCH', Object.fromEntries(entries.slice(i, i + size)));
  };
  await chunked('users', data.users, 20_000);
  await chunked('providers', data.providers, 20_000);
  await chunked('menu-items', data.menuItems, 10_000);
  await rest(backend, 'stats', 'PUT', data.stats);
  await chunked('orders', data.orders, 10_000);
  await chunked('plans', data.plans, 20_000);
  await chunked('planSeats', data.planSeats, 20_000);
  await chunked('subscriptions', data.subscriptions, 10_000);
  // issue 41: the Overview's kept order totals and the staff account's flag
  await rest(backend, '', 'PATCH', data.kept);
  // Build the emulator's in-memory indexes now (a hosted database keeps them built), so the
  // first measured load does not pay a one-off index build.
  const warm = [['orders', 'providerId', MEASURED.provider.uid], ['orders', 'userId', MEASURED.customer.uid], ['menu-items', 'providerId', MEASURED.provider.uid],
    ['subscriptions', 'providerId', MEASURED.provider.uid], ['subscriptions', 'customerId', MEASURED.customer.uid]];
  for (const [node, child, value] of warm) {
    await fetch(`${backend.dbUrl}/${node}.json?ns=${backend.namespace}&orderBy=${encodeURIComponent(JSON.stringify(child))}&equalTo=${encodeURIComponent(JSON.stringify(value))}`, { headers: ADMIN });
  }
  // Wait until the data file is written: serialising 100,000 records holds the emulator's event loop for a while,
  // which is the file's cost, not the queries' (a hosted database has no such file).
  await flush(backend);
  return data.counts;
}

/** Signs in on the portal's own login page (the session then lives in the browser's storage, as a user's would). */
export async function signInThroughUi(page, portal, email, password = MEASURED.password, { remember = false } = {}) {
  await page.goto(`${portal}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /account menu/ }).waitFor({ timeout: 20_000 });
}

/**
 * Bytes received per database location, so a read that grows with other people's data names itself in the raw
 * results. The wire protocol sends a large message as a frame holding its fragment count, then the fragments.
 */
class PathBytes {
  constructor() { this.byPath = new Map(); this.pending = null; this.requests = new Map(); }
  add(text, size) {
    if (this.pending) {
      this.pending.parts.push(text);
      this.pending.size += size;
      if (this.pending.parts.length < this.pending.count) return;
      const { parts, size: total } = this.pending;
      this.pending = null;
      this.message(parts.join(''), total);
      return;
    }
    if (/^\d+$/.test(text)) { this.pending = { count: Number(text), parts: [], size }; return; }
    this.message(text, size);
  }
  message(text, size) {
    let path = '(other)';
    try {
      const m = JSON.parse(text);
      const body = m?.d?.b;
      if (m?.d?.a && typeof body?.p === 'string') path = `${m.d.a} ${body.p}`;
      else if (m?.d?.r !== undefined) path = 'reply';
    } catch { /* a control frame */ }
    this.byPath.set(path, (this.byPath.get(path) ?? 0) + size);
  }
  top(n) {
    return Object.fromEntries([...this.byPath].sort((a, b) => b[1] - a[1]).slice(0, n));
  }
}

/** One page load: WebSocket bytes received (until 1 s without frames) and when each mark appeared. */
async function measureLoad(page, cdp, url, marks) {
  let bytes = 0;
  let frames = 0;
  let lastFrame = Date.now();
  const paths = new PathBytes();
  const onFrame = ({ response }) => {
    const size = Buffer.byteLength(response.payloadData ?? '', response.opcode === 2 ? 'base64' : 'utf8');
    bytes += size;
    frames += 1;
    lastFrame = Date.now();
    if (response.opcode !== 2) paths.add(response.payloadData ?? '', size);
  };
  // Leave the previous page first, so frames still arriving for it (the home page's kitchen list after signing in)
  // are not counted for this one.
  await page.goto('about:blank');
  cdp.on('Network.webSocketFrameReceived', onFrame);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (selectors) => {
        const w = window;
        w.__benchMarks ??= {};
        for (const [name, selector] of Object.entries(selectors)) {
          if (w.__benchMarks[name] === undefined && document.querySelector(selector)) w.__benchMarks[name] = performance.now();
        }
        return Object.keys(selectors).every((n) => w.__benchMarks[n] !== undefined) ? w.__benchMarks : false;
      },
      marks,
      { polling: 'raf', timeout: 60_000 },
    );
    const times = await handle.jsonValue();
    const bytesAtData = bytes;
    // Let the page finish its initial sync: no frame for 1 s (at most 15 s).
    const settleStart = Date.now();
    while (Date.now() - lastFrame < 1000 && Date.now() - settleStart < 15_000) await new Promise((r) => setTimeout(r, 100));
    return { firstDataMs: Math.max(...Object.values(times)), marks: times, wsBytes: bytes, wsBytesAtData: bytesAtData, wsFrames: frames, wsBytesByPath: paths.top(8) };
  } finally {
    cdp.off('Network.webSocketFrameReceived', onFrame);
  }
}

async function idTokenOf(backend, email) {
  const r = await fetch(`${backend.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: MEASURED.password, returnSecureToken: true }),
  });
  if (!r.ok) throw new Error(`sign-in ${email}: ${r.status} ${(await r.text()).slice(0, 200)}`);
  return (await r.json()).idToken;
}

/** One query target: `runs` signed-in REST reads of the indexed query; median time to the whole answer and its bytes. */
export async function measureQuery(backend, target, runs) {
  const uid = MEASURED[target.as].uid;
  const token = await idTokenOf(backend, MEASURED[target.as].email);
  const url = `${backend.dbUrl}/subscriptions.json?ns=${backend.namespace}&orderBy=${encodeURIComponent(JSON.stringify(target.orderBy))}`
    + `&equalTo=${encodeURIComponent(JSON.stringify(uid))}`;
  const samples = [];
  // warm-up reads (connection, JIT, the index's first use) are not counted
  for (let i = 0; i < 10; i++) await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await r.arrayBuffer());
    if (!r.ok) throw new Error(`${target.route}: ${r.status} ${body.toString('utf8').slice(0, 200)}`);
    samples.push({ firstDataMs: performance.now() - t0, wsBytes: body.length, records: Object.keys(JSON.parse(body.toString('utf8')) ?? {}).length });
  }
  return {
    route: target.route, firstDataMs: median(samples.map((s) => s.firstDataMs)), wsBytes: median(samples.map((s) => s.wsBytes)),
    wsBytesAtData: median(samples.map((s) => s.wsBytes)), samples,
  };
}

/** The board kitchen's past orders compared (issue 37: a kitchen with 5,000 past orders opens its board as fast as one with 50). */
export const BOARD_PAST = [50, 5000];
/** Final orders on the board's first page (the data package's ORDER_BOARD_PAGE). */
const BOARD_PAGE = 20;

/**
 * The kitchen's orders board (issue 37), measured as the data package's subscribeOrderBoard reads it, signed in as the
 * kitchen, through the rules, over the database's REST API: its first data is four reads at once (every pending order:
 * the `uid|pending|` range of the boardKey index; the newest page of each final status: the `uid|completed|` and
 * `uid|cancelled|` ranges, limitToLast(page + 1); and the kitchen's stats for the counts); the time until all four have
 * answered, median of QUERY_READS loads, and their bytes. Seeded on top of the database as the last scale left it,
 * once with `past` = 50 and once with 5,000 past orders of the kitchen (and BOARD_PENDING new ones).
 */
export async function measureBoard(backend, pastCounts = BOARD_PAST) {
  await createAuthAccount(backend, BOARD_KITCHEN);
  const uid = BOARD_KITCHEN.uid;
  const token = await idTokenOf(backend, BOARD_KITCHEN.email);
  const base = `${backend.dbUrl}/orders.json?ns=${backend.namespace}&orderBy=${encodeURIComponent('"boardKey"')}`;
  const range = (status, last) => `${base}&startAt=${encodeURIComponent(JSON.stringify(`${uid}|${status}|`))}`
    + `&endAt=${encodeURIComponent(JSON.stringify(`${uid}|${status}|~`))}${last ? `&limitToLast=${last}` : ''}`;
  const urls = [range('pending'), range('completed', BOARD_PAGE + 1), range('cancelled', BOARD_PAGE + 1), `${backend.dbUrl}/stats/${uid}.json?ns=${backend.namespace}`];
  const read = async (url) => {
    const r = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await r.arrayBuffer());
    if (!r.ok) throw new Error(`orders board: ${r.status} ${body.toString('utf8').slice(0, 200)}`);
    return body;
  };
  const rows = [];
  let written = [];
  for (const past of pastCounts) {
    const data = generateBoard(past);
    // the previous count's orders go first: each row is a kitchen with exactly `past` past orders
    if (written.length) await rest(backend, 'orders', 'PATCH', Object.fromEntries(written.map((id) => [id, null])));
    await rest(backend, `users/${uid}`, 'PUT', data.user);
    await rest(backend, `providers/${uid}`, 'PUT', data.provider);
    await rest(backend, 'menu-items', 'PATCH', data.menuItem);
    await rest(backend, `stats/${uid}`, 'PUT', data.stats);
    const entries = Object.entries(data.orders);
    for (let i = 0; i < entries.length; i += 10_000) await rest(backend, 'orders', 'PATCH', Object.fromEntries(entries.slice(i, i + 10_000)));
    written = entries.map(([id]) => id);
    await flush(backend);
    // warm-up loads (the boardKey index's first use, the connection) are not counted
    for (let i = 0; i < 10; i++) await Promise.all(urls.map(read));
    const samples = [];
    for (let i = 0; i < QUERY_READS; i++) {
      const t0 = performance.now();
      const bodies = await Promise.all(urls.map(read));
      const answers = bodies.map((b) => JSON.parse(b.toString('utf8')) ?? {});
      samples.push({
        firstDataMs: performance.now() - t0, bytes: bodies.reduce((sum, b) => sum + b.length, 0),
        pending: Object.keys(answers[0]).length, history: Object.keys(answers[1]).length + Object.keys(answers[2]).length,
      });
    }
    const row = {
      past, pending: samples[0].pending, firstPage: Math.min(BOARD_PAGE, samples[0].history),
      firstDataMs: median(samples.map((x) => x.firstDataMs)), bytes: median(samples.map((x) => x.bytes)), samples,
    };
    if (row.pending !== BOARD_PENDING) throw new Error(`orders board: ${row.pending} pending orders read, ${BOARD_PENDING} expected`);
    rows.push(row);
    log(`  orders board, ${past.toLocaleString('en-US')} past orders: first data ${row.firstDataMs.toFixed(1)} ms, ${row.bytes} bytes (${row.pending} pending, a page of ${row.firstPage})`);
  }
  return rows;
}

/** Listed kitchens compared for the area query (issue 40): the area's own kitchens stay AREA_OWN at both. */
export const AREA_TOTALS = [100, 10_000];

/**
 * Kitchens per area (issue 40): the storefront's list of the kitchens delivering to one area, read as a visitor reads
 * it (signed out, through the rules, over REST: `providers` ordered by `deliversTo/<area>`, equal to true), median of
 * QUERY_READS reads, with 100 and with 10,000 listed kitchens of which AREA_OWN deliver to the area. Seeded on top of
 * the database as it is (the scale's providers have no areas, so they are in no area's index).
 */
export async function measureKitchensPerArea(backend, totals = AREA_TOTALS) {
  const url = `${backend.dbUrl}/providers.json?ns=${backend.namespace}&orderBy=${encodeURIComponent(JSON.stringify(`deliversTo/${AREA_MEASURED}`))}`
    + `&equalTo=${encodeURIComponent('true')}`;
  const read = async () => {
    const r = await fetch(url);
    const body = Buffer.from(await r.arrayBuffer());
    if (!r.ok) throw new Error(`kitchens per area: ${r.status} ${body.toString('utf8').slice(0, 200)}`);
    return body;
  };
  const rows = [];
  let written = [];
  for (const total of totals) {
    if (written.length) await rest(backend, 'providers', 'PATCH', Object.fromEntries(written.map((id) => [id, null])));
    const entries = Object.entries(generateAreaKitchens(total));
    for (let i = 0; i < entries.length; i += 5_000) await rest(backend, 'providers', 'PATCH', Object.fromEntries(entries.slice(i, i + 5_000)));
    written = entries.map(([id]) => id);
    await flush(backend);
    const samples = await timedLoads(read, (body) => ({ bytes: body.length, kitchens: Object.keys(JSON.parse(body.toString('utf8')) ?? {}).length }));
    const row = { total, kitchens: samples[0].kitchens, firstDataMs: median(samples.map((x) => x.firstDataMs)), bytes: median(samples.map((x) => x.bytes)), samples };
    if (row.kitchens !== AREA_OWN) throw new Error(`kitchens per area: ${row.kitchens} kitchens read, ${AREA_OWN} expected`);
    rows.push(row);
    log(`  kitchens per area, ${total.toLocaleString('en-US')} listed kitchens: ${row.firstDataMs.toFixed(1)} ms, ${row.bytes} bytes (${row.kitchens} in ${AREA_MEASURED})`);
  }
  return rows;
}

/** The dues row, or what stopped it (the scaling table says so). */
export async function duesRow(backend) {
  try {
    return await measureKitchenDues(backend);
  } catch (error) {
    log(`  kitchen's month of dues failed: ${error.message.split('\n')[0]}`);
    return { error: error.message.split('\n')[0] };
  }
}

/** Other kitchens' payments compared for a kitchen's month of dues (issue 42). */
export const DUES_OTHERS = [1000, 100_000];

/**
 * A kitchen's month of dues (issue 42), read as the data package's subscribeKitchenDues reads it, signed in as the
 * kitchen, through the rules, over the database's REST API: first its subscriptions (the providerId index), the month's
 * kept totals (paidTotals/{pid}/{month}), the month's entries (the month index of payments/{pid}), its open reports and
 * its suspensions (the ended periods and the running one), at once; then the decisions of the month's reports and the
 * waiting reports' entries, at once. Time until both rounds answered, median of QUERY_READS loads, and their bytes;
 * with 1,000 and with 100,000 payments of other kitchens in the database (seeded on top of it as it is).
 */
export async function measureKitchenDues(backend, others = DUES_OTHERS, now = Date.now()) {
  await createAuthAccount(backend, DUES_KITCHEN);
  const uid = DUES_KITCHEN.uid;
  const month = kolkataMonth(now);
  await rest(backend, '', 'PATCH', generateDuesKitchen(now));
  const token = await idTokenOf(backend, DUES_KITCHEN.email);
  const q = (field, value) => `&orderBy=${encodeURIComponent(JSON.stringify(field))}&equalTo=${encodeURIComponent(JSON.stringify(value))}`;
  const url = (p, query = '') => `${backend.dbUrl}/${p}.json?ns=${backend.namespace}${query}`;
  const read = async (u) => {
    const r = await fetch(u, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await r.arrayBuffer());
    if (!r.ok) throw new Error(`kitchen's dues: ${r.status} ${body.toString('utf8').slice(0, 200)}`);
    return body;
  };
  const load = async () => {
    const first = await Promise.all([url('subscriptions', q('providerId', uid)), url(`paidTotals/${uid}/${month}`), url(`payments/${uid}`, q('month', month)),
      url(`openReports/${uid}`), url(`suspensions/${uid}`), url(`providers/${uid}/suspension/at`)].map(read));
    const entries = JSON.parse(first[2].toString('utf8')) ?? {};
    const open = Object.keys(JSON.parse(first[3].toString('utf8')) ?? {});
    const reported = Object.entries(entries).filter(([, e]) => e.kind === 'reported').map(([id]) => id);
    const second = await Promise.all([...reported.map((id) => url(`paymentDecisions/${uid}/${id}`)), ...open.map((id) => url(`payments/${uid}/${id}`))].map(read));
    return { bytes: [...first, ...second].reduce((sum, b) => sum + b.length, 0), rows: Object.keys(JSON.parse(first[0].toString('utf8')) ?? {}).length, waiting: open.length };
  };
  const rows = [];
  let written = [];
  for (const count of others) {
    if (written.length) await rest(backend, 'payments', 'PATCH', Object.fromEntries(written.map((k) => [k, null])));
    const { payments, kitchens } = generateOtherPayments(count, now);
    const entries = Object.entries(payments);
    for (let i = 0; i < entries.length; i += 10_000) await rest(backend, 'payments', 'PATCH', Object.fromEntries(entries.slice(i, i + 10_000)));
    written = kitchens;
    await flush(backend);
    const samples = await timedLoads(load);
    const row = { others: count, subscribers: samples[0].rows, waiting: samples[0].waiting, firstDataMs: median(samples.map((x) => x.firstDataMs)),
      bytes: median(samples.map((x) => x.bytes)), samples };
    if (row.subscribers !== DUES_SUBSCRIBERS || row.waiting !== DUES_WAITING) {
      throw new Error(`kitchen's dues: ${row.subscribers} subscriptions and ${row.waiting} waiting reports read, ${DUES_SUBSCRIBERS} and ${DUES_WAITING} expected`);
    }
    rows.push(row);
    log(`  kitchen's month of dues, ${count.toLocaleString('en-US')} payments of other kitchens: ${row.firstDataMs.toFixed(1)} ms, ${row.bytes} bytes`);
  }
  return rows;
}

/**
 * @param {{ backend: object, portal: string, scales: number[], runs: number }} options
 */
export async function measureScaling({ backend, portal, scales, runs = 3 }) {
  await createAuthAccount(backend, MEASURED.customer);
  await createAuthAccount(backend, MEASURED.provider);
  await createAuthAccount(backend, MEASURED.staff);
  const browser = await launchChromium();
  const results = [];
  try {
    for (const scale of scales) {
      const t0 = Date.now();
      const counts = await seedScale(backend, scale);
      log(`  scaling: seeded ${scale} orders, ${counts.providers} providers, ${counts.menuItems} menu items, ${counts.customers} customers (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      const row = { scale, counts, targets: {} };
      for (const [name, target] of Object.entries(TARGETS)) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        try {
          if (target.as) await signInThroughUi(page, portal, MEASURED[target.as].email);
          else await page.goto(`${portal}/`); // same warm HTTP cache as the signed-in targets
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          // one load that is not counted: the first scale would otherwise pay the cold caches (JIT, HTTP, the
          // emulator's first use of an index) and flatter every ratio
          await measureLoad(page, cdp, `${portal}${target.route}`, target.marks);
          const samples = [];
          for (let i = 0; i < runs; i++) samples.push(await measureLoad(page, cdp, `${portal}${target.route}`, target.marks));
          const summary = {
            route: target.route,
            firstDataMs: median(samples.map((s) => s.firstDataMs)),
            wsBytes: median(samples.map((s) => s.wsBytes)),
            wsBytesAtData: median(samples.map((s) => s.wsBytesAtData)),
            samples,
          };
          row.targets[name] = summary;
          const largest = Object.entries(samples.at(-1).wsBytesByPath).slice(0, 3).map(([p, b]) => `${p} ${(b / 1024).toFixed(1)} KB`).join(', ');
          log(`  scaling ${scale}: ${target.route} first data ${Math.round(summary.firstDataMs)} ms, ${(summary.wsBytes / 1024).toFixed(1)} KB over WebSocket (largest: ${largest})`);
        } catch (error) {
          row.targets[name] = { route: target.route, error: error.message.split('\n')[0] };
          log(`  scaling ${scale}: ${target.route} failed: ${error.message.split('\n')[0]}`);
        } finally {
          await context.close();
        }
      }
      for (const [name, target] of Object.entries(QUERY_TARGETS)) {
        try {
          row.targets[name] = await measureQuery(backend, target, QUERY_READS);
          log(`  scaling ${scale}: ${target.route} ${row.targets[name].firstDataMs.toFixed(1)} ms, ${row.targets[name].wsBytes} bytes`);
        } catch (error) {
          row.targets[name] = { route: target.route, error: error.message.split('\n')[0] };
          log(`  scaling ${scale}: ${target.route} failed: ${error.message.split('\n')[0]}`);
        }
      }
      results.push(row);
    }
  } finally {
    await browser.close();
  }
  // the kitchen's orders board (issue 37), on top of the largest scale's data: kept with its row
  if (results.length) {
    try {
      results.at(-1).board = await measureBoard(backend);
    } catch (error) {
      results.at(-1).board = { error: error.message.split('\n')[0] };
      log(`  orders board failed: ${error.message.split('\n')[0]}`);
    }
    // issue 40: the kitchens delivering to one area, with 100 and with 10,000 listed kitchens
    try {
      results.at(-1).areas = await measureKitchensPerArea(backend);
    } catch (error) {
      results.at(-1).areas = { error: error.message.split('\n')[0] };
      log(`  kitchens per area failed: ${error.message.split('\n')[0]}`);
    }
    // issue 42: a kitchen's month of dues, with 1,000 and with 100,000 payments of other kitchens
    results.at(-1).dues = await duesRow(backend);
  }
  return results;
}
