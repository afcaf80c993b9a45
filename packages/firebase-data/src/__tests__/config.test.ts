import { readConfig } from '../config';

// The test run's backend sets these for the other suites; this one checks the defaults.
const saved = { db: process.env.THALI_DB_PORT, auth: process.env.THALI_AUTH_PORT, storage: process.env.THALI_STORAGE_PORT };
beforeEach(() => {
  delete process.env.THALI_DB_PORT;
  delete process.env.THALI_AUTH_PORT;
  delete process.env.THALI_STORAGE_PORT;
});
afterAll(() => {
  if (saved.db) process.env.THALI_DB_PORT = saved.db;
  if (saved.auth) process.env.THALI_AUTH_PORT = saved.auth;
  if (saved.storage) process.env.THALI_STORAGE_PORT = saved.storage;
});

test('defaults to the local emulators with a demo- project', () => {
  const config = readConfig();
  expect(config.projectId).toMatch(/^demo-/);
  expect(config.emulators).toEqual({ host: '127.0.0.1', authPort: 9099, databasePort: 9000, storagePort: 9199 });
  expect(config.storageBucket).toBe('demo-thali.appspot.com');
  expect(config.databaseURL).toBe('http://127.0.0.1:9000?ns=demo-thali-default-rtdb');
});

test('environment variables move the emulator ports', () => {
  process.env.THALI_DB_PORT = '9500';
  process.env.THALI_AUTH_PORT = '9600';
  try {
    const config = readConfig();
    expect(config.emulators).toMatchObject({ authPort: 9600, databasePort: 9500 });
  } finally {
    delete process.env.THALI_DB_PORT;
    delete process.env.THALI_AUTH_PORT;
  }
});
