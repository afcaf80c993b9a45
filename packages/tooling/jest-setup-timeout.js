// UI suites type with user-event and data suites talk to a real backend; on a loaded 2-core
// machine a few seconds is not enough headroom. Tests still wait on conditions, never sleep.
/* global jest */
jest.setTimeout(30_000);
