// The build's files a server reads for every document (index.html, a layout, remotes.json, firebase-config.js), kept
// with what identifies their version on disk: an unchanged file costs one stat instead of an open, a read and a
// close (those were ~15% of the composer's time under 50 readers: bench/results.md, "Fifty readers"), and a file a
// deploy replaced or edited (another inode, size or modification time) is read again on the very next request.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

const kept = new Map<string, { version: string; text: string }>();

function versionOf(file: string): string | null {
  try {
    const stat = statSync(file, { bigint: true });
    return `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
  } catch {
    return null;
  }
}

/** The file's text, or null when it cannot be read (missing: that part is left out, never the request). */
export async function readText(file: string): Promise<string | null> {
  const version = versionOf(file);
  if (version === null) {
    kept.delete(file);
    return null;
  }
  const known = kept.get(file);
  if (known?.version === version) return known.text;
  try {
    const text = await readFile(file, 'utf8');
    // kept under the version seen before the read: a write during it is read again next time
    kept.set(file, { version, text });
    return text;
  } catch {
    kept.delete(file);
    return null;
  }
}
