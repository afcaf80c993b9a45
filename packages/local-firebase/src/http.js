// @ts-check
'use strict';
/** What the emulators' HTTP servers share: a client's error with its status, a path's decoding, listening. */

class HttpError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** Percent-decode a path; a malformed escape (e.g. "%E0%A4%A") is the client's error, not the server's. @param {string} raw */
function decodePath(raw) {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new HttpError(400, 'Malformed percent-encoding in path');
  }
}

/**
 * Listen on a port (0: a free one) and host; resolves with the port, rejects with the listen error (EADDRINUSE…).
 * @param {import('http').Server} server @param {number} port @param {string} host @returns {Promise<number>}
 */
function listenOn(server, port, host) {
  return new Promise((resolve, reject) => {
    const onErr = (/** @type {any} */ e) => reject(e);
    server.once('error', onErr);
    server.listen(port, host, () => {
      server.off('error', onErr);
      resolve(/** @type {import('net').AddressInfo} */ (server.address()).port);
    });
  });
}

/**
 * Close an idle keep-alive connection only once nothing arrived on it. Node closes one as soon as its keep-alive timer
 * fires; when the process was busy for longer than that timeout (the emulator is embedded: a script that generates
 * 100,000 records in the same process, a large write), the timer fires in the same turn of the event loop as the
 * client's next request arrives, before that request is read, and the client gets a reset connection instead of an
 * answer. Deferring the close past the turn's reads (setImmediate runs after them) lets such a request be read and
 * answered; a connection that stayed silent is closed as before.
 * @param {import('http').Server} server
 */
function closeIdleOnlyWhenSilent(server) {
  server.on('timeout', (/** @type {import('net').Socket} */ socket) => {
    const read = socket.bytesRead;
    setImmediate(() => {
      if (!socket.destroyed && socket.bytesRead === read) socket.destroy();
    });
  });
}

module.exports = { HttpError, decodePath, listenOn, closeIdleOnlyWhenSilent };
