'use strict';
/** Pure tests of ID-token verification: Auth-emulator tokens and the mock tokens of @firebase/rules-unit-testing. */
const { verifyIdToken, makeTestToken } = require('../src/auth/token');

const enc = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** The token @firebase/util's createMockUserToken makes for authenticatedContext(uid) (no iat given: 0). */
const mockToken = (uid, projectId, extra = {}) => [enc({ alg: 'none', type: 'JWT' }), enc({ iss: `https://securetoken.google.com/${projectId}`,
  aud: projectId, iat: 0, exp: 3600, auth_time: 0, sub: uid, user_id: uid, firebase: { sign_in_provider: 'custom', identities: {} }, ...extra }), ''].join('.');

test('an Auth-emulator token of this project is accepted until its exp', () => {
  const v = verifyIdToken(makeTestToken('u1', 'demo-thali'), 'demo-thali');
  expect(v).toMatchObject({ ok: true, auth: { uid: 'u1', provider: 'password' } });
  const expired = makeTestToken('u1', 'demo-thali', { exp: Math.floor(Date.now() / 1000) - 10 });
  expect(verifyIdToken(expired, 'demo-thali')).toEqual({ ok: false, error: 'Token expired' });
});

test('a rules-unit-testing mock token (iat 0, exp in 1970) is accepted and does not expire', () => {
  const v = verifyIdToken(mockToken('alice', 'demo-thali'), 'demo-thali');
  expect(v).toMatchObject({ ok: true, auth: { uid: 'alice', provider: 'custom' } });
  expect(v.ok && v.expires * 1000).toBeGreaterThan(Date.now() + 864e5);
});

test('a mock token of another project is accepted only on the database named after that project', () => {
  expect(verifyIdToken(mockToken('alice', 'demo-other'), 'demo-thali', { namespace: 'demo-other' })).toMatchObject({ ok: true });
  expect(verifyIdToken(mockToken('alice', 'demo-other'), 'demo-thali', { namespace: 'demo-thali-default-rtdb' }).ok).toBe(false);
  expect(verifyIdToken(makeTestToken('u1', 'other-project'), 'demo-thali').ok).toBe(false);
});

test.each([
  ['an issuer of another project', { iss: 'https://securetoken.google.com/evil' }],
  ['no exp', { exp: undefined }],
  ['no subject', { sub: '', user_id: '' }],
])('refused: %s', (_name, extra) => {
  expect(verifyIdToken(mockToken('alice', 'demo-thali', extra), 'demo-thali').ok).toBe(false);
});

test('refused: an algorithm other than none / RS256, a malformed token', () => {
  const hs = [enc({ alg: 'HS256' }), mockToken('a', 'demo-thali').split('.')[1], 'sig'].join('.');
  expect(verifyIdToken(hs, 'demo-thali')).toEqual({ ok: false, error: 'Unsupported token algorithm' });
  expect(verifyIdToken('not-a-token', 'demo-thali')).toEqual({ ok: false, error: 'Malformed token' });
});
