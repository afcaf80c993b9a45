/** @jest-environment node */
// The security headers every document gets (security-headers.ts): the policy's inline-script hashes are those of the
// document's own scripts, its origins those of remotes.json and the Firebase config, and scripts never run inline or
// by eval without a hash.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  contentSecurityPolicy,
  createIndexDocument,
  documentHeaders,
  firebaseConfigOf,
  inlineScriptHashes,
  remoteOriginsOf,
  staticHeaders,
  type FirebaseSettings,
} from '../security-headers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** One directive's sources. */
const directive = (policy: string, name: string): string[] =>
  policy.split(';').map((part) => part.trim().split(/\s+/)).find(([first]) => first === name)?.slice(1) ?? [];

const HOSTED: FirebaseSettings = {
  apiKey: 'key',
  authDomain: 'thali-nagpur.firebaseapp.com',
  projectId: 'thali-nagpur',
  databaseURL: 'https://thali-nagpur-default-rtdb.asia-southeast1.firebasedatabase.app',
  storageBucket: 'thali-nagpur.firebasestorage.app',
};

test("the script hashes are the document's runnable inline scripts, as written; no data block, no external script", () => {
  const theme = '(()=>{document.documentElement.dataset.theme="light"})();';
  const start = '\n  start("/main.js");\n';
  const html =
    `<!doctype html><html><head><script data-theme-script>${theme}</script><script defer src="/firebase-config.js"></script></head>` +
    `<body><div id="root"></div><script type="application/json" data-first-data>[["k",1]]</script><script>${start}</script>` +
    `<script type="module">${theme}</script></body></html>`;
  expect(inlineScriptHashes(html)).toEqual([sha256(theme), sha256(start)]);
  const scripts = directive(contentSecurityPolicy({ html }), 'script-src');
  expect(scripts).toEqual(["'self'", sha256(theme), sha256(start)]);
  // a script's text is hashed as the browser reads it: a CRLF is a newline
  expect(inlineScriptHashes('<script>a();\r\nb();</script>')).toEqual([sha256('a();\nb();')]);
});

test('scripts run only from the portal, its remotes and by hash: never inline without one, never by eval', () => {
  for (const firebaseConfig of [undefined, HOSTED]) {
    const policy = contentSecurityPolicy({ html: '<script>x()</script>', remoteOrigins: ['https://storefront.example.web.app'], firebaseConfig });
    const scripts = directive(policy, 'script-src');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain('https:');
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
  }
});

test("the remotes' origins come from remotes.json, whatever its entries' form", () => {
  const origins = remoteOriginsOf({
    storefront: { entry: 'https://storefront.example.web.app/remoteEntry.js', contract: 3 },
    customer_account: 'http://localhost:3002/remoteEntry.js', // contract 1's bare URL
    static_content: { entry: 'https://storefront.example.web.app/other/remoteEntry.js', contract: 3 },
    broken: { entry: 'not a url' },
    none: null,
  });
  expect(origins).toEqual(['https://storefront.example.web.app', 'http://localhost:3002']);
  const policy = contentSecurityPolicy({ remoteOrigins: origins });
  for (const name of ['script-src', 'connect-src', 'img-src']) expect(directive(policy, name)).toEqual(expect.arrayContaining(origins));
});

test('locally the page talks to the emulators its config names (else their default ports), over http and WebSocket', () => {
  const defaults = contentSecurityPolicy({});
  expect(directive(defaults, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:9000', 'ws://127.0.0.1:9000', 'http://127.0.0.1:9099', 'http://127.0.0.1:9199']);
  expect(directive(defaults, 'img-src')).toContain('http://127.0.0.1:9199');
  const journeys = contentSecurityPolicy({
    firebaseConfig: { projectId: 'demo-thali', emulators: { host: '127.0.0.1', authPort: 9499, databasePort: 9400, storagePort: 9599 } },
  });
  expect(directive(journeys, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:9400', 'ws://127.0.0.1:9400', 'http://127.0.0.1:9499', 'http://127.0.0.1:9599']);
  // no Google host is needed locally
  expect(journeys).not.toContain('googleapis');
  expect(journeys).not.toContain('recaptcha');
});

test('hosted, the database (its shards too), Auth, Storage and what phone sign-in needs (reCAPTCHA, the auth domain)', () => {
  const policy = contentSecurityPolicy({ firebaseConfig: HOSTED });
  expect(directive(policy, 'connect-src')).toEqual(expect.arrayContaining([
    'https://thali-nagpur-default-rtdb.asia-southeast1.firebasedatabase.app',
    'wss://thali-nagpur-default-rtdb.asia-southeast1.firebasedatabase.app',
    'https://*.firebaseio.com', 'wss://*.firebaseio.com', 'wss://*.firebasedatabase.app',
    'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://firebasestorage.googleapis.com',
  ]));
  expect(directive(policy, 'connect-src')).not.toContain('http://127.0.0.1:9000');
  expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']));
  expect(directive(policy, 'frame-src')).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/', 'https://thali-nagpur.firebaseapp.com']);
  expect(directive(policy, 'img-src')).toContain('https://firebasestorage.googleapis.com');
});

test('a document gets the static headers, its policy and no powerful feature', () => {
  const headers = documentHeaders({ html: '' });
  expect(headers).toMatchObject(staticHeaders());
  expect(staticHeaders()).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'DENY' });
  expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
  expect(headers['Content-Security-Policy']).toMatch(/^default-src 'self'; /);
});

test("a build's /firebase-config.js is read for its settings; an empty or broken one is none", () => {
  expect(firebaseConfigOf("window.__THALI_FIREBASE__ = { apiKey: 'k', projectId: 'p', databaseURL: 'https://p.firebaseio.com' };")).toEqual({
    apiKey: 'k', projectId: 'p', databaseURL: 'https://p.firebaseio.com',
  });
  expect(firebaseConfigOf('// no settings: the local emulators\n')).toBeUndefined();
  expect(firebaseConfigOf('')).toBeUndefined();
  expect(firebaseConfigOf('while (true) {}')).toBeUndefined();
  expect(firebaseConfigOf('process.exit(1)')).toBeUndefined();
});

test('the index document: index.html as built, with the policy of its scripts, its remotes and its settings', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thali-index-'));
  const index = '<!doctype html><html><head><script data-theme-script>theme()</script></head><body><div id="root"></div></body></html>';
  fs.writeFileSync(path.join(dir, 'index.html'), index);
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ storefront: { entry: 'https://sf.example.web.app/remoteEntry.js', contract: 3 } }));
  fs.writeFileSync(path.join(dir, 'firebase-config.js'), `window.__THALI_FIREBASE__ = ${JSON.stringify(HOSTED)};`);
  const document = await createIndexDocument({ dir })();
  expect(document?.html).toBe(index);
  expect(document?.headers).toMatchObject({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...staticHeaders() });
  const policy = document?.headers['Content-Security-Policy'] ?? '';
  expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining(["'self'", 'https://sf.example.web.app', sha256('theme()')]));
  expect(directive(policy, 'connect-src')).toContain('https://identitytoolkit.googleapis.com');
  // the server's own settings win over the build's file; a redeployed index.html is read on the next call
  fs.writeFileSync(path.join(dir, 'index.html'), index.replace('theme()', 'theme(1)'));
  const local = await createIndexDocument({ dir, firebaseConfig: { emulators: { host: '127.0.0.1', databasePort: 9400 } } })();
  expect(directive(local?.headers['Content-Security-Policy'] ?? '', 'connect-src')).toContain('ws://127.0.0.1:9400');
  expect(directive(local?.headers['Content-Security-Policy'] ?? '', 'script-src')).toContain(sha256('theme(1)'));
  fs.rmSync(path.join(dir, 'index.html'));
  expect(await createIndexDocument({ dir })()).toBeNull();
});
