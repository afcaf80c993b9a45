import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readText } from '../read-text';

const dir = mkdtempSync(path.join(tmpdir(), 'read-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a file edited in place, or replaced by a deploy, is read anew on the next call; a missing one is null', async () => {
  const file = path.join(dir, 'remotes.json');
  expect(await readText(file)).toBeNull();
  writeFileSync(file, '{"a":1}');
  expect(await readText(file)).toBe('{"a":1}');
  expect(await readText(file)).toBe('{"a":1}');
  // edited in place (another size: a rewrite of the same size within the file system's clock tick keeps its time)
  writeFileSync(file, '{"a":22}');
  expect(await readText(file)).toBe('{"a":22}');
  // a deploy writes aside and renames: another inode
  writeFileSync(`${file}.new`, '{"b":3}');
  renameSync(`${file}.new`, file);
  expect(await readText(file)).toBe('{"b":3}');
  rmSync(file);
  expect(await readText(file)).toBeNull();
});
