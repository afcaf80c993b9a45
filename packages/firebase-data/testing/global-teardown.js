// @ts-check
'use strict';
module.exports = async function globalTeardown() {
  const backend = /** @type {any} */ (globalThis).__THALI_TEST_BACKEND__;
  if (backend) {
    /** @type {any} */ (globalThis).__THALI_TEST_BACKEND__ = undefined;
    await backend.stop();
  }
};
