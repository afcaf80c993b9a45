// @ts-check
'use strict';
const { StorageServer } = require('./server');

/**
 * Start the Storage emulator (README "The Storage emulator"). `roleOf(uid, bucket)`: the signed-in user's role, which
 * the policy asks of a writer (startBackend reads it from the database it starts beside); without it nobody but the
 * admin credential may write. `dataDir`: files kept in `<dataDir>/storage/` (none without it).
 * @param {{ port?: number, host?: string, projectId?: string, dataDir?: string | null, maxBodyBytes?: number,
 *   maxTotalBytes?: number, roleOf?: (uid: string, bucket: string) => string | null, origins?: string[] }} [options]
 * @returns {Promise<{ port: number, url: string, server: StorageServer, stop: () => Promise<void>, reset: () => void }>}
 */
async function startStorageEmulator(options = {}) {
  const server = new StorageServer({ port: 0, ...options });
  const port = await server.listen();
  return { port, url: `http://${server.host}:${port}`, server, stop: () => server.stop(), reset: () => server.reset() };
}

/**
 * The role reader startBackend and the test set-ups give the Storage emulator: `users/<uid>/role` in the database
 * beside it. The project's default bucket reads the default namespace; any other bucket the namespace of its name (a
 * test file isolates its files and its database under one name), if that namespace is open.
 * @param {import('../database/server').DatabaseServer} db @param {string} defaultBucket
 * @returns {(uid: string, bucket: string) => string | null}
 */
function roleFromDatabase(db, defaultBucket) {
  return (uid, bucket) => {
    // another bucket never opens a namespace (a token-holder's bucket names would count towards the database's cap)
    const ns = bucket === defaultBucket ? db.open(db.defaultNamespace) : db.namespaces.get(bucket) ?? null;
    const role = ns ? ns.store.get(['users', uid, 'role']) : null;
    return typeof role === 'string' ? role : null;
  };
}

/** The bucket a project's apps use by default (what `firebase init` names it, and the apps' local config). @param {string} projectId */
const defaultBucketOf = (projectId) => `${projectId}.appspot.com`;

module.exports = { startStorageEmulator, roleFromDatabase, defaultBucketOf };
