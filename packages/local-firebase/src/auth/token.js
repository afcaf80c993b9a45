// @ts-check
'use strict';
/**
 * Verification of Auth-emulator ID tokens (unsigned JWTs, alg "none"). Checks issuer, audience and expiry.
 * The literal credential "owner" is the admin credential (as with Google's emulator) and bypasses rules.
 */

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
 * @param {unknown} cred @param {string} projectId @param {number} [nowMs]
 * @returns {{ ok: true, auth: any, claims: any, expires: number } | { ok: false, error: string }}
 */
function verifyIdToken(cred, projectId, nowMs = Date.now()) {
  if (cred === 'owner') return { ok: true, auth: { admin: true, uid: 'owner', token: {} }, claims: { admin: true }, expires: Math.floor(nowMs / 1000) + 3600 * 24 * 365 };
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
  if (claim(payload, 'iss') !== `https://securetoken.google.com/${projectId}`) return { ok: false, error: 'Token issuer does not match this project' };
  if (claim(payload, 'aud') !== projectId) return { ok: false, error: 'Token audience does not match this project' };
  const exp = claim(payload, 'exp');
  if (typeof exp !== 'number' || exp * 1000 <= nowMs) return { ok: false, error: 'Token expired' };
  const uid = claim(payload, 'user_id') || claim(payload, 'sub');
  if (typeof uid !== 'string' || uid === '') return { ok: false, error: 'Token has no subject' };
  const fb = claim(payload, 'firebase');
  const auth = { uid, provider: claim(fb, 'sign_in_provider'), token: payload };
  return { ok: true, auth, claims: payload, expires: exp };
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
