'use strict';
/** The data file: written after writes, never a backlog of identical writes, flushed on request. */
const os = require('os');
const fs = require('fs');
const path = require('path');
const { Persistence } = require('../src/database/persistence');

let dir;
beforeEach(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lf-persist-')); });
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('many writes while the file is being written end in at most one more file write, holding the last tree', async () => {
  const file = path.join(dir, 'db.json');
  let tree = { n: 0 };
  const p = new Persistence(file, () => tree);
  // a slow file write, held open until the test lets it finish (a gate, not a timer: a busy machine cannot make the
  // 30 writes below outlast it and turn one pending write into several)
  const realWrite = p.writeFile.bind(p);
  /** @type {() => void} */
  let release = () => {};
  /** @type {() => void} */
  let started = () => {};
  const running = new Promise((r) => { started = r; });
  const gate = new Promise((r) => { release = r; });
  p.writeFile = async () => { started(); await gate; await realWrite(); };
  p.schedule();
  await running; // the first file write is running now
  for (let i = 1; i <= 30; i++) {
    tree = { n: i };
    p.schedule();
    await new Promise((r) => setImmediate(r));
  }
  release();
  await p.flush();
  // the running write and one more for everything that arrived meanwhile
  expect(p.fileWrites).toBeLessThanOrEqual(2);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ n: 30 });
});

test('flush writes a scheduled change at once and resolves when it is in the file', async () => {
  const file = path.join(dir, 'db.json');
  const p = new Persistence(file, () => ({ a: 1 }));
  p.schedule();
  await p.flush();
  expect(p.fileWrites).toBe(1);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ a: 1 });
  await p.flush(); // nothing new: no write
  expect(p.fileWrites).toBe(1);
});

test('without a file nothing is written and flush resolves', async () => {
  const p = new Persistence(null, () => ({ a: 1 }));
  p.schedule();
  await p.flush();
  expect(p.fileWrites).toBe(0);
});
