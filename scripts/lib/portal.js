// Starts the production portal: the local backend, then one static server per built app.
// Used by `pnpm start`, the browser journeys and the benchmarks, so all three see the same thing.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createStaticServer, listen } = require('../../packages/tooling/serve.js');

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const APPS = [
  { name: 'shell', dir: 'apps/shell', port: 3000 },
  { name: 'storefront', dir: 'apps/storefront', port: 3001 },
  { name: 'customer-account', dir: 'apps/customer-account', port: 3002 },
  { name: 'provider-dashboard', dir: 'apps/provider-dashboard', port: 3003 },
  { name: 'static-content', dir: 'apps/static-content', port: 3004 },
];

export const PORTAL_URL = 'http://localhost:3000';

/** Serves one built app folder on a port; resolves to its http.Server. */
export async function serveApp(dir, port) {
  const dist = path.join(repoRoot, dir, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dir} is not built: run pnpm build first.`);
  try {
    return await listen(createStaticServer({ dir: dist }), port);
  } catch (error) {
    if (error.code === 'EADDRINUSE') throw new Error(`Port ${port} is already in use (needed by ${dir}). Stop whatever holds it and try again.`);
    throw error;
  }
}

function closeServer(server) {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

/**
 * @param {{ backend?: boolean, backendOptions?: object, log?: (line: string) => void }} options
 * @returns {Promise<{ servers: Map<string, import('node:http').Server>, backend: any, stop: () => Promise<void> }>}
 */
export async function startPortal({ backend = true, backendOptions = {}, log = () => {} } = {}) {
  const servers = new Map();
  let backendHandle = null;
  const stop = async () => {
    await Promise.all([...servers.values()].map(closeServer));
    servers.clear();
    if (backendHandle) await backendHandle.stop();
    backendHandle = null;
  };
  try {
    if (backend) {
      let localFirebase = {};
      try {
        localFirebase = require('@thali/local-firebase');
      } catch (error) {
        if (error.code !== 'MODULE_NOT_FOUND') throw error;
      }
      if (typeof localFirebase.startBackend === 'function') {
        backendHandle = await localFirebase.startBackend({ log, ...backendOptions });
      } else {
        log('Local backend not available yet: the portal runs without data.');
      }
    }
    for (const app of APPS) {
      servers.set(app.name, await serveApp(app.dir, app.port));
      log(`  ${app.name.padEnd(19)} http://localhost:${app.port}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, get backend() { return backendHandle; }, stop };
}
