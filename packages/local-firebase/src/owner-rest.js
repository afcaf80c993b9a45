// @ts-check
'use strict';
/**
 * The migrations' access to a database with the owner credential (REST, bypassing the rules): whole nodes read, one
 * multi-path update written. `what` names the migration in its errors ("the bill numbers migration").
 * @param {string} dbUrl @param {string} ns @param {Record<string, string>} headers @param {string} what
 */
function ownerRest(dbUrl, ns, headers, what) {
  const query = ns ? `?ns=${encodeURIComponent(ns)}` : '';
  return {
    /** @returns {Promise<any>} */
    read: async (/** @type {string} */ path) => {
      const r = await fetch(`${dbUrl}/${path}.json${query}`, { headers });
      if (!r.ok) throw new Error(`Database not reachable for the ${what}: ${r.status}`);
      return r.json();
    },
    patch: async (/** @type {Record<string, unknown>} */ update) => {
      const w = await fetch(`${dbUrl}/.json${query}`, { method: 'PATCH', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(update) });
      if (!w.ok) throw new Error(`${what.charAt(0).toUpperCase()}${what.slice(1)} failed: ${w.status} ${await w.text()}`);
    },
  };
}

module.exports = { ownerRest };
