// The firebase SDK needs a global WebSocket; Node 20 has none.
if (!globalThis.WebSocket) globalThis.WebSocket = require('ws');
require('firebase/app').setLogLevel('silent');
