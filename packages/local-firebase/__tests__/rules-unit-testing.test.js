'use strict';
/**
 * A team's own rules tests, written with @firebase/rules-unit-testing for Google's emulator, run against this one
 * unchanged: any project id (the library names its database after it), its mock tokens, its owner context.
 */
const { initializeTestEnvironment, assertSucceeds, assertFails } = require('@firebase/rules-unit-testing');
// silent again now that the library has loaded the database SDK (a warning per denied write otherwise)
require('firebase/app').setLogLevel('silent');
const { startDatabaseEmulator, DEFAULT_RULES } = require('../src');

const RULES = { rules: { users: { $uid: { '.read': 'auth != null && auth.uid === $uid', '.write': 'auth != null && auth.uid === $uid',
  '.validate': "newData.hasChildren(['name'])" } }, claims: { '.read': 'auth.token.role === "admin"' } } };

let emu;
let env;
beforeAll(async () => {
  // as `pnpm backend`: project demo-thali, the app's rules on its own database, other namespaces admitted (capped)
  emu = await startDatabaseEmulator({ port: 0, rulesPath: DEFAULT_RULES, namespaces: 'any', maxNamespaces: 32 });
  env = await initializeTestEnvironment({ projectId: 'demo-some-team', database: { host: '127.0.0.1', port: emu.port, rules: JSON.stringify(RULES) } });
});
afterAll(async () => {
  await env.cleanup();
  await emu.stop();
});
beforeEach(() => env.clearDatabase());

test('authenticatedContext: own data allowed, someone else\'s denied; .validate applies', async () => {
  const alice = env.authenticatedContext('alice').database();
  await assertSucceeds(alice.ref('users/alice').set({ name: 'Alice' }));
  await assertSucceeds(alice.ref('users/alice').get());
  await assertFails(alice.ref('users/bob').set({ name: 'Bob' }));
  await assertFails(alice.ref('users/alice').set({ nick: 'A' }));
});

test('unauthenticatedContext is denied; withSecurityRulesDisabled is not', async () => {
  await env.withSecurityRulesDisabled((ctx) => ctx.database().ref('users/bob').set({ name: 'Bob' }));
  await assertFails(env.unauthenticatedContext().database().ref('users/bob').get());
  await env.withSecurityRulesDisabled(async (ctx) => {
    expect((await ctx.database().ref('users/bob').get()).val()).toEqual({ name: 'Bob' });
  });
});

test('custom claims of the mock token reach auth.token', async () => {
  await assertSucceeds(env.authenticatedContext('root', { role: 'admin' }).database().ref('claims').get());
  await assertFails(env.authenticatedContext('eve', { role: 'user' }).database().ref('claims').get());
});

test('the app\'s own database keeps its rules', async () => {
  const r = await fetch(`${emu.url}/.settings/rules.json?ns=demo-thali-default-rtdb`, { headers: { authorization: 'Bearer owner' } });
  expect(Object.keys((await r.json()).rules)).toContain('orders');
});
