// Node has no global WebSocket before v22; the Firebase SDK needs one in node-environment tests.
if (typeof globalThis.WebSocket === 'undefined') {
  try {
    globalThis.WebSocket = require('ws');
  } catch {
    // packages that do not talk to the database do not need it
  }
}

// Unit tests run a page's declaration as its server and its browser both do: the server's first reads are there
// (the browser's webpack build defines process.env.THALI_SERVER empty and drops them; the server's sets it).
process.env.THALI_SERVER ??= '1';
