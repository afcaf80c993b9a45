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

// Message catalogues are read as written (ICU text) in tests, as a server reads them; a browser build's are compiled
// by catalogue-loader.js. @thali/ui's i18n store compiles with this when it is set (issue 44).
try {
  globalThis[Symbol.for('thali.compileMessage')] = require('@lingui/message-utils/compileMessage').compileMessage;
} catch {
  // a package that shows no text
}
