// Starts the production portal: the local backend, then one static server per built app.
// Used by `pnpm start`, the browser journeys and the benchmarks, so all three see the same thing.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { createStaticServer, listen, asProductionServer } = require('../../packages/tooling/serve.js');

const repoRoot = path.resolve(__dirname, '../..');

// Every app with its folder and port, from packages/contract/apps.json.
const { APPS, PORTAL_URL } = require('@thali/contract/node');

/**
 * Serves one built app folder on a port; resolves to its http.Server.
 * @param {string} dir folder holding index.html (absolute, or an app folder relative to the repo)
 * @param {number} port
 * @param {object} [firebaseConfig] served as /firebase-config.js when given
 * @param {{ compose?: boolean }} [options] compose: the shell, which composes public routes' documents
 */
async function serveApp(dir, port, firebaseConfig, { compose = false } = {}) {
  const dist = path.isAbsolute(dir) ? dir : path.join(repoRoot, dir, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} holds no build: run pnpm build first.`);
  try {
    return await listen(createStaticServer({ dir: dist, firebaseConfig, compose }), port);
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

/** What `pnpm start` and `pnpm dev` print about the backend they started: where it is and the demo accounts. */
function describeBackend(backend, demoAccounts = []) {
  return [
    `Local backend: Realtime Database ${backend.dbUrl}, Auth ${backend.authUrl}, Storage ${backend.storageUrl}${backend.seeded ? ' (demo data seeded)' : ''}`,
    'Demo accounts:',
    ...demoAccounts.map((a) => `  ${a.role.padEnd(13)} ${a.email} / ${a.password}  (${a.name})`),
    'Password reset links are printed here when requested (no e-mail is sent locally).',
  ];
}

/** The browser's Firebase settings for the local emulators the backend started. */
function emulatorConfig(backend) {
  if (!backend) return undefined;
  return {
    projectId: backend.projectId,
    storageBucket: backend.storageBucket,
    emulators: {
      host: '127.0.0.1', authPort: backend.authPort, databasePort: backend.dbPort, storagePort: backend.storagePort, namespace: backend.namespace,
    },
  };
}

/**
 * @param {{ backend?: boolean, backendOptions?: object, log?: (line: string) => void }} options
 */
async function startPortal({ backend = true, backendOptions = {}, log = () => {} } = {}) {
  asProductionServer();
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
        for (const line of describeBackend(backendHandle, localFirebase.DEMO_ACCOUNTS)) log(line);
      } else {
        log('Local backend not available: the portal runs without data.');
      }
    }
    const firebaseConfig = emulatorConfig(backendHandle);
    for (const app of APPS) {
      servers.set(app.name, await serveApp(app.dir, app.port, firebaseConfig, { compose: !app.remote }));
      log(`  ${app.name.padEnd(19)} http://localhost:${app.port}`);
    }
    return {
      servers,
      backend: backendHandle,
      firebaseConfig,
      stop,
      /** Stops one app's server (the journeys use it to kill a remote mid-session). */
      async stopApp(name) {
        const server = servers.get(name);
        if (server) await closeServer(server);
        servers.delete(name);
      },
      async startApp(name, dir) {
        const app = APPS.find((a) => a.name === name);
        if (!app) throw new Error(`Unknown app ${name}`);
        if (servers.has(name)) return;
        servers.set(name, await serveApp(dir ?? app.dir, app.port, firebaseConfig, { compose: !app.remote }));
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

module.exports = { APPS, PORTAL_URL, repoRoot, describeBackend, emulatorConfig, serveApp, startPortal, closeServer };
