// jsdom plus the Web APIs Node 20 already has but jsdom leaves out (fetch for the Firebase
// SDK, TextEncoder for react-router 7), so UI and auth/cart tests can talk to the local backend.
const { TestEnvironment } = require('jest-environment-jsdom');

const PASS_THROUGH = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'TextEncoder', 'TextDecoder',
  'ReadableStream', 'structuredClone', 'BroadcastChannel', 'AbortController', 'AbortSignal'];

class JsdomWithNodeApis extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of PASS_THROUGH) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = JsdomWithNodeApis;
