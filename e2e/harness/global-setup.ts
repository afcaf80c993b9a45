import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startPortal, serveApp, closeServer } = require('../../scripts/lib/portal.js');

export const CONTROL_PORT = 3990;
// The journeys' backend runs on its own ports and a throw-away data folder, so a developer's
// `pnpm start` data is never touched; the browser learns the ports from /firebase-config.js.
const DB_PORT = Number(process.env.THALI_E2E_DB_PORT ?? 9400);
const AUTH_PORT = Number(process.env.THALI_E2E_AUTH_PORT ?? 9499);
const STORAGE_PORT = Number(process.env.THALI_E2E_STORAGE_PORT ?? 9599);

/**
 * Starts the portal once for every journey, plus a loopback control endpoint through which a
 * journey can stop and restart one app's server (tests run in a separate module registry).
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'thali-e2e-data-'));
  // seedHours: false — the demo kitchens without opening hours or holidays, so the journeys find them open whatever
  // the hour they run at (a journey that needs a closed kitchen sets its hours or pauses it itself).
  // What the backend prints that a journey reads as a developer would (issue 44: the SMS codes `pnpm start` prints).
  const printed: string[] = [];
  const portal = await startPortal({
    log: (line: string) => { if (line.startsWith('Sign-in code for ')) printed.push(line); },
    backendOptions: { dbPort: DB_PORT, authPort: AUTH_PORT, storagePort: STORAGE_PORT, dataDir, reset: true, quiet: true, seedHours: false },
  });
  const extra = new Map<number, http.Server>();
  const control = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const name = url.searchParams.get('app') ?? '';
    const dir = url.searchParams.get('dir') ?? undefined;
    const port = Number(url.searchParams.get('port'));
    const actions: Record<string, () => Promise<unknown>> = {
      '/stop': () => portal.stopApp(name),
      '/start': () => portal.startApp(name, dir),
      // Another host serving another build, as a redeployed remote would be.
      '/serve-extra': async () => extra.set(port, await serveApp(dir, port, portal.firebaseConfig)),
      '/stop-extra': async () => {
        const server = extra.get(port);
        extra.delete(port);
        if (server) await closeServer(server);
      },
    };
    const action = actions[url.pathname]?.();
    if (url.pathname === '/printed') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(printed));
      return;
    }
    if (url.pathname === '/config') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ backend: portal.firebaseConfig ?? null }));
      return;
    }
    if (!action) {
      res.writeHead(404).end();
      return;
    }
    action.then(
      () => res.writeHead(204).end(),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => control.listen(CONTROL_PORT, '127.0.0.1', resolve));
  const stopAll = async () => {
    await Promise.all([...extra.values()].map(closeServer));
    await portal.stop();
  };
  (globalThis as Record<string, unknown>).__THALI_E2E__ = { portal: { stop: stopAll }, control };
}
