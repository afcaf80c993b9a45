// @ts-check
'use strict';
const { DatabaseServer } = require('./server');

/**
 * Start the Realtime Database emulator.
 * `namespaces`: the `?ns=` served besides `<projectId>-default-rtdb` (exact names, RegExps or 'any'; default none),
 * `maxNamespaces`: how many of those admitted by a pattern may be live at once (default 64; README "Namespaces").
 * @param {{ port?: number, host?: string, rulesPath?: string, rules?: any, dataDir?: string | null, projectId?: string,
 *   namespaces?: import('./server').NamespacePolicy, maxNamespaces?: number }} [options]
 * @returns {Promise<{ port: number, url: string, server: DatabaseServer, stop: () => Promise<void>, reset: (ns?: string) => Promise<void> }>}
 */
async function startDatabaseEmulator(options = {}) {
  const server = new DatabaseServer({ port: 0, ...options });
  const port = await server.listen();
  return {
    port,
    url: `http://${server.host}:${port}`,
    server,
    stop: () => server.stop(),
    reset: (ns) => server.reset(ns),
  };
}

module.exports = { startDatabaseEmulator };
