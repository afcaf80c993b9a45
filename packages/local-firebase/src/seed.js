// @ts-check
'use strict';
/**
 * Idempotent demo seed. Accounts are (re)created in the Auth emulator with fixed uids on every start (the Auth
 * emulator keeps no data between runs); the database is written only when it holds no users yet. Everything is
 * written with the owner credential, and is what the rules (database.rules.json) accept from the app itself: demo
 * kitchens are approved (`approved: true`, an admin's field), their ratings are seeded (also an admin's field, until
 * reviews exist), prices are within ₹1–₹20,000, images are site paths, and the stats month is the numeric monthStart.
 * A database seeded before kitchens needed approval gets `approved: true` on its demo kitchens at the next start.
 */
// kolkataMonthStart(t): the start of the calendar month in Asia/Kolkata at `t`, the value the rules require in
// stats/{p}/monthStart (the data package's monthStart: one function, in @thali/domain).
const { monthStart: kolkataMonthStart, STATS_COUNTERS } = require('@thali/domain');
const { PASSWORD, PROVIDERS, CUSTOMER, DEMO_ACCOUNTS } = require('../demo/data');

/**
 * A database seeded before kitchens needed an admin's approval: approve the demo kitchens that have no `approved`
 * field yet (one withdrawn by an admin, `approved: false`, stays so).
 * @param {string} dbUrl @param {string} ns @param {Record<string, string>} headers
 */
async function approveDemoKitchens(dbUrl, ns, headers) {
  const r = await fetch(`${dbUrl}/providers.json?ns=${ns}`, { headers });
  if (!r.ok) throw new Error(`Database not reachable for seeding: ${r.status}`);
  /** @type {Record<string, any>} */
  const listings = (await r.json()) || {};
  /** @type {Record<string, boolean>} */
  const update = {};
  for (const p of PROVIDERS) {
    const listing = listings[p.uid];
    if (listing && typeof listing === 'object' && listing.approved === undefined) update[`providers/${p.uid}/approved`] = true;
  }
  if (Object.keys(update).length === 0) return;
  const w = await fetch(`${dbUrl}/.json?ns=${ns}`, { method: 'PATCH', headers, body: JSON.stringify(update) });
  if (!w.ok) throw new Error(`Database seed failed: ${w.status} ${await w.text()}`);
}

/**
 * @param {{ dbUrl: string, authUrl?: string | null, ns?: string, projectId?: string, now?: number }} opts
 * @returns {Promise<{ seededDatabase: boolean, accounts: number }>}
 */
async function seed(opts) {
  const projectId = opts.projectId || 'demo-thali';
  const ns = opts.ns || `${projectId}-default-rtdb`;
  const now = opts.now ?? Date.now();
  let accounts = 0;
  if (opts.authUrl) {
    const all = [{ ...CUSTOMER }, ...PROVIDERS.map((p) => ({ uid: p.uid, email: p.email, name: p.name }))];
    for (const a of all) {
      const r = await fetch(`${opts.authUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: a.uid, email: a.email, password: PASSWORD, displayName: a.name }),
      });
      if (r.ok) accounts++;
      else {
        const body = await r.text();
        if (!/DUPLICATE_LOCAL_ID|EMAIL_EXISTS/.test(body)) throw new Error(`Auth seed failed for ${a.email}: ${body}`);
      }
    }
  }
  const dbHeaders = { 'content-type': 'application/json', authorization: 'Bearer owner' };
  const existing = await fetch(`${opts.dbUrl}/users.json?ns=${ns}&shallow=true`, { headers: dbHeaders });
  if (!existing.ok) throw new Error(`Database not reachable for seeding: ${existing.status}`);
  if ((await existing.json()) !== null) {
    await approveDemoKitchens(opts.dbUrl, ns, dbHeaders);
    return { seededDatabase: false, accounts };
  }

  const created = new Date(now - 90 * 864e5).toISOString();
  const monthStart = kolkataMonthStart(now);
  /** @type {Record<string, any>} */
  const update = {};
  update[`users/${CUSTOMER.uid}`] = { name: CUSTOMER.name, email: CUSTOMER.email, role: 'user', createdAt: created,
    phone: '+91 98230 00001', address: '12 Laxmi Nagar, Nagpur 440022' };
  PROVIDERS.forEach((p, i) => {
    const image = '/images/kitchen.svg';
    update[`users/${p.uid}`] = { name: p.name, email: p.email, role: 'meal_provider', createdAt: created,
      phone: p.phone, address: p.address, cuisine: p.cuisine, image };
    update[`providers/${p.uid}`] = { name: p.name, cuisine: p.cuisine, address: p.address, phone: p.phone, image, rating: p.rating, approved: true };
    update[`stats/${p.uid}`] = { ...Object.fromEntries(STATS_COUNTERS.map((c) => [c, 0])), monthStart };
    p.menu.forEach(([name, description, price, category, img], j) => {
      const t = now - (i * 20 + j) * 3600e3;
      update[`menu-items/item-${p.uid.slice(5)}-${j + 1}`] = { name, description, price, category, imageUrl: `/images/${img}`,
        providerId: p.uid, status: 'active', createdAt: t, updatedAt: t };
    });
  });
  const r = await fetch(`${opts.dbUrl}/.json?ns=${ns}`, { method: 'PATCH', headers: dbHeaders, body: JSON.stringify(update) });
  if (!r.ok) throw new Error(`Database seed failed: ${r.status} ${await r.text()}`);
  return { seededDatabase: true, accounts };
}

module.exports = { seed, kolkataMonthStart, DEMO_ACCOUNTS, PROVIDERS, PASSWORD };
