// @ts-check
'use strict';
/**
 * Verification of unsigned ID tokens: the Auth emulator's (alg "none", real iat/exp) and the mock tokens of
 * `@firebase/rules-unit-testing` (`createMockUserToken` of @firebase/util: alg "none", `iat: 0`, `exp: 3600`, issuer and
 * audience of the test environment's project). Signatures are never verified; the issuer, audience and expiry are
 * checked, except that a token issued at the epoch (a mock token) does not expire, as Google's emulator accepts it.
 * The literal credential "owner" is the admin credential (as with Google's emulator) and bypasses rules.
 */

const YEAR_S = 365 * 24 * 3600;

const hasOwn = (/** @type {any} */ o, /** @type {string} */ k) => o !== null && typeof o === 'object' && Object.prototype.hasOwnProperty.call(o, k);

/**
 * Is this verified auth the admin credential? Reads an OWN `admin` property that is exactly `true`: an inherited
 * value (a polluted Object.prototype, issue 19) or a truthy claim never makes a request admin.
 * @param {unknown} auth
 */
function isAdmin(auth) {
  return hasOwn(auth, 'admin') && /** @type {any} */ (auth).admin === true;
}

/**
 * @param {unknown} cred
 * @param {string} projectId the emulator's project
 * @param {{ nowMs?: number, namespace?: string }} [opts] `namespace`: the database the token is used on; a token of the
 *   project named like it is accepted too (rules-unit-testing names the database after the test project)
 * @returns {{ ok: true, auth: any, claims: any, expires: number } | { ok: false, error: string }}
 */
function verifyIdToken(cred, projectId, opts = {}) {
  const nowMs = opts.nowMs ?? Date.now();
  if (cred === 'owner') return { ok: true, auth: { admin: true, uid: 'owner', token: {} }, claims: { admin: true }, expires: Math.floor(nowMs / 1000) + YEAR_S };
  if (typeof cred !== 'string' || cred.length > 16384) return { ok: false, error: 'Invalid token' };
  const parts = cred.split('.');
  if (parts.length < 2) return { ok: false, error: 'Malformed token' };
  let header, payload;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return { ok: false, error: 'Malformed token' };
  }
  if (!header || typeof header !== 'object' || !payload || typeof payload !== 'object') return { ok: false, error: 'Malformed token' };
  // claims are read as own properties only (never from a prototype)
  const claim = (/** @type {any} */ o, /** @type {string} */ k) => (hasOwn(o, k) ? o[k] : undefined);
  if (claim(header, 'alg') !== 'none' && claim(header, 'alg') !== 'RS256') return { ok: false, error: 'Unsupported token algorithm' };
  const projects = opts.namespace && opts.namespace !== projectId ? [projectId, opts.namespace] : [projectId];
  const aud = claim(payload, 'aud');
  if (!projects.includes(aud)) return { ok: false, error: 'Token audience does not match this project' };
  if (claim(payload, 'iss') !== `https://securetoken.google.com/${aud}`) return { ok: false, error: 'Token issuer does not match this project' };
  const exp = claim(payload, 'exp');
  if (typeof exp !== 'number') return { ok: false, error: 'Token expired' };
  // A mock token of rules-unit-testing is issued at the epoch (iat 0, exp 3600): Google's emulator accepts it, so it
  // does not expire here either. Any other token (the Auth emulator's) expires at its exp.
  const mock = claim(payload, 'iat') === 0;
  if (!mock && exp * 1000 <= nowMs) return { ok: false, error: 'Token expired' };
  const uid = claim(payload, 'user_id') || claim(payload, 'sub');
  if (typeof uid !== 'string' || uid === '') return { ok: false, error: 'Token has no subject' };
  const fb = claim(payload, 'firebase');
  const auth = { uid, provider: claim(fb, 'sign_in_provider'), token: payload };
  return { ok: true, auth, claims: payload, expires: mock ? Math.floor(nowMs / 1000) + YEAR_S : exp };
}

/**
 * Make an Auth-emulator-shaped unsigned ID token (for tests and tools).
 * @param {string} uid @param {string} projectId @param {Record<string, any>} [extra]
 */
function makeTestToken(uid, projectId, extra = {}) {
  const now = Math.floor(Date.now() / 1000);
  const enc = (/** @type {any} */ o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const payload = { iss: `https://securetoken.google.com/${projectId}`, aud: projectId, auth_time: now, user_id: uid, sub: uid,
    iat: now, exp: now + 3600, firebase: { identities: {}, sign_in_provider: 'password' }, ...extra };
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc(payload)}.`;
}

module.exports = { verifyIdToken, makeTestToken, isAdmin };
