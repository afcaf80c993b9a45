// @ts-check
'use strict';
/**
 * Persistence of one database to `<dataDir>/<name>.json`: loaded at start, written 50 ms after the last write (to a
 * temporary file, then renamed, so a crash never leaves half a file), flushed on stop and reset.
 */
const fs = require('fs');
const path = require('path');
const V = require('./values');

const DEBOUNCE_MS = 50;

class Persistence {
  /** @param {string | null} file @param {() => any} snapshot the tree to write */
  constructor(file, snapshot) {
    this.file = file;
    this.snapshot = snapshot;
    /** @type {NodeJS.Timeout | null} */
    this.timer = null;
    /** @type {Promise<void>} */
    this.writing = Promise.resolve();
  }

  /** The stored tree, or null (no file, or unreadable: said on stderr). */
  load() {
    const file = this.file;
    if (!file || !fs.existsSync(file)) return null;
    try {
      return V.treeFromJSON(fs.readFileSync(file, 'utf8'), (msg) => process.stderr.write(`local-firebase: ${file}: ${msg}\n`));
    } catch (e) {
      process.stderr.write(`local-firebase: could not read ${file}: ${/** @type {Error} */ (e).message}\n`);
      return null;
    }
  }

  schedule() {
    if (!this.file || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.writing = this.writing.then(() => this.writeFile()).catch((e) => {
        process.stderr.write(`local-firebase: persist failed: ${e.message}\n`);
      });
    }, DEBOUNCE_MS);
  }

  async writeFile() {
    if (!this.file) return;
    const tmp = `${this.file}.${process.pid}.tmp`;
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    await fs.promises.writeFile(tmp, JSON.stringify(this.snapshot()));
    await fs.promises.rename(tmp, this.file);
  }

  async flush() {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      this.writing = this.writing.then(() => this.writeFile());
    }
    await this.writing;
  }
}

module.exports = { Persistence };
