// @ts-check
'use strict';
/**
 * Child process running the firebase-tools Auth emulator in-process (offline, no Java).
 * argv: <port> <projectId> <host>. Prints "READY <port>" when listening; exits when stdin closes (parent gone) or on SIGTERM.
 */
const http = require('http');
const path = require('path');

const [portArg, projectId = 'demo-thali', host = '127.0.0.1'] = process.argv.slice(2);
const toolsLib = path.join(path.dirname(require.resolve('firebase-tools/package.json')), 'lib');

(async () => {
  const { createApp } = require(path.join(toolsLib, 'emulator/auth/server'));
  const app = await createApp(projectId, true);
  const server = http.createServer(app);
  /** @type {Set<import('net').Socket>} */
  const sockets = new Set();
  server.on('connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); });
  server.on('error', (/** @type {any} */ e) => {
    process.stdout.write(`ERROR ${e.code === 'EADDRINUSE' ? `port ${portArg} is already in use` : e.message}\n`);
    process.exit(1);
  });
  server.listen(Number(portArg), host, () => {
    const addr = /** @type {import('net').AddressInfo} */ (server.address());
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
