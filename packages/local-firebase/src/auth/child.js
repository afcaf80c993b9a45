// @ts-check
'use strict';
/**
 * Child process running the firebase-tools Auth emulator in-process (offline, no Java).
 * argv: <port> <projectId> <host> [privacy]. Prints "READY <port>" when listening, then one "RESET-LINK {…}" line per
 * password reset requested (see reset-link.js) and one "SIGN-IN-CODE {…}" line per SMS code requested (issue 44,
 * sign-in-code.js); exits when stdin closes (parent gone) or on SIGTERM.
 * Every request passes admin-guard.js first (in this process, no proxy hop): the admin credential and the
 * emulator's own API (/emulator/v1: every reset and sign-in code) are refused to web pages. With privacy "1" (the default) the
 * project has e-mail enumeration protection on, as a new hosted project does.
 */
const http = require('http');
const path = require('path');

const [portArg, projectId = 'demo-thali', host = '127.0.0.1', privacy = '1'] = process.argv.slice(2);
const toolsLib = path.join(path.dirname(require.resolve('firebase-tools/package.json')), 'lib');
const { newResetLines } = require('./reset-link');
const { newSignInCodeLines } = require('./sign-in-code');
const { guardAuthRequest } = require('./admin-guard');

(async () => {
  const { createApp } = require(path.join(toolsLib, 'emulator/auth/server'));
  const app = await createApp(projectId, true);
  // No e-mail leaves this machine: once a reset request has been answered, the new codes are read from the
  // emulator's own list and announced to the launcher, which prints the link to the portal's page.
  /** @type {Set<string>} */
  const announced = new Set();
  let listing = Promise.resolve();
  const announceResets = () => {
    const addr = /** @type {import('net').AddressInfo} */ (server.address());
    const listUrl = `http://${host}:${addr.port}/emulator/v1/projects/${projectId}/oobCodes`;
    // One listing at a time, so two quick requests never announce a code twice.
    listing = listing
      .then(() => newResetLines(listUrl, announced))
      .then((lines) => lines.forEach((line) => process.stdout.write(line)))
      .catch(() => undefined);
  };
  // No SMS either (issue 44): once a code request has been answered, the new codes are read from the emulator's list
  // and announced to the launcher, which prints them. One listing at a time, as above.
  /** @type {Set<string>} */
  const announcedCodes = new Set();
  let codeListing = Promise.resolve();
  const announceCodes = () => {
    const addr = /** @type {import('net').AddressInfo} */ (server.address());
    const listUrl = `http://${host}:${addr.port}/emulator/v1/projects/${projectId}/verificationCodes`;
    codeListing = codeListing
      .then(() => newSignInCodeLines(listUrl, announcedCodes))
      .then((lines) => lines.forEach((line) => process.stdout.write(line)))
      .catch(() => undefined);
  };
  const server = http.createServer((req, res) => {
    if (guardAuthRequest(req, res)) return;
    if (req.method === 'POST' && (req.url || '').includes('accounts:sendOobCode')) {
      res.on('finish', () => { if (res.statusCode === 200) announceResets(); });
    }
    if (req.method === 'POST' && (req.url || '').includes('accounts:sendVerificationCode')) {
      res.on('finish', () => { if (res.statusCode === 200) announceCodes(); });
    }
    app(req, res);
  });
  /** @type {Set<import('net').Socket>} */
  const sockets = new Set();
  server.on('connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); });
  server.on('error', (/** @type {any} */ e) => {
    process.stdout.write(`ERROR ${e.code === 'EADDRINUSE' ? `port ${portArg} is already in use` : e.message}\n`);
    process.exit(1);
  });
  server.listen(Number(portArg), host, async () => {
    const addr = /** @type {import('net').AddressInfo} */ (server.address());
    try {
      // E-mail enumeration protection (issue 36, item 9): on by default for new hosted projects. firebase-tools then
      // answers a wrong password and an unknown e-mail alike (INVALID_LOGIN_CREDENTIALS), a reset request for an
      // unknown e-mail with success (and no code), and fetchSignInMethodsForEmail with nothing.
      const r = await fetch(`http://${host}:${addr.port}/emulator/v1/projects/${projectId}/config`, {
        method: 'PATCH', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: privacy === '1' } }),
      });
      if (!r.ok) throw new Error(`could not set the project's e-mail privacy: ${r.status} ${(await r.text()).slice(0, 200)}`);
    } catch (e) {
      process.stdout.write(`ERROR ${/** @type {Error} */ (e).message}\n`);
      process.exit(1);
    }
    process.stdout.write(`READY ${addr.port}\n`);
  });
  const shutdown = () => {
    server.close(() => process.exit(0));
    for (const s of sockets) s.destroy();
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  process.stdin.on('end', shutdown);
  process.stdin.on('error', shutdown);
  process.stdin.resume();
})().catch((e) => {
  process.stdout.write(`ERROR ${e && e.message}\n`);
  process.exit(1);
});
