// @ts-check
'use strict';
/**
 * Persistence of one database to `<dataDir>/<name>.json`: loaded at start, written 50 ms after a write (to a
 * temporary file, then renamed, so a crash never leaves half a file), at most one write behind the one running,
 * flushed on stop, reset and `POST /.test/flush`.
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
    /** a file write is queued or running: later writes only mark the tree dirty */
    this.busy = false;
    /** the tree changed since the queued or running file write took its snapshot */
    this.dirty = false;
    /** how many times the file was written */
    this.fileWrites = 0;
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

  /**
   * A write happened: write the file once things are quiet. Writes that arrive while a file write is queued or
   * running are folded into one more write after it (serialising a large tree takes the event loop for a while;
   * a backlog of identical writes would hold every reader up for seconds).
   */
  schedule() {
    if (!this.file) return;
    this.dirty = true;
    if (this.timer || this.busy) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.enqueue();
    }, DEBOUNCE_MS);
  }

  /** @private */
  enqueue() {
    this.busy = true;
    this.writing = this.writing.then(async () => {
      while (this.dirty) {
        this.dirty = false;
        await this.writeFile();
      }
    }).catch((e) => {
      process.stderr.write(`local-firebase: persist failed: ${e.message}\n`);
    }).finally(() => {
      this.busy = false;
    });
  }

  async writeFile() {
    if (!this.file) return;
    this.fileWrites += 1;
    const tmp = `${this.file}.${process.pid}.tmp`;
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    await fs.promises.writeFile(tmp, JSON.stringify(this.snapshot()));
    await fs.promises.rename(tmp, this.file);
  }

  /** Resolves once everything written so far is in the file. */
  async flush() {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      if (!this.busy) this.enqueue();
    }
    await this.writing;
    if (this.dirty && this.file) {
      this.enqueue();
      await this.writing;
    }
  }
}

module.exports = { Persistence };
