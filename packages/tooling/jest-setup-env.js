// Node has no global WebSocket before v22; the Firebase SDK needs one in node-environment tests.
if (typeof globalThis.WebSocket === 'undefined') {
  try {
    globalThis.WebSocket = require('ws');
  } catch {
    // packages that do not talk to the database do not need it
  }
}
