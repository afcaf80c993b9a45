// @ts-check
'use strict';
/**
 * Frames of the wire protocol: a message longer than 16384 characters travels as a frame holding the number of
 * parts, then the parts; "0" is a keep-alive.
 */

const MAX_FRAME_CHARS = 16384;
const MAX_MESSAGE_CHARS = 12 * 1024 * 1024;
// The SDK splits a message into frames of at most 16384 chars, so a legitimate announcement never exceeds this; a
// bigger count can only be an attack (it used to swallow every later frame of the socket silently).
const MAX_PARTS = Math.ceil(MAX_MESSAGE_CHARS / MAX_FRAME_CHARS) + 1;

/** The frames of one outgoing message. @param {string} text @returns {string[]} */
function toFrames(text) {
  if (text.length <= MAX_FRAME_CHARS) return [text];
  const n = Math.ceil(text.length / MAX_FRAME_CHARS);
  const frames = [String(n)];
  for (let i = 0; i < n; i++) frames.push(text.slice(i * MAX_FRAME_CHARS, (i + 1) * MAX_FRAME_CHARS));
  return frames;
}

/**
 * Joins incoming frames into messages. `push` answers a whole message, nothing (keep-alive, announcement, a part),
 * or an error the socket cannot recover from.
 */
class FrameAssembler {
  constructor() {
    /** @type {string[] | null} */
    this.pending = null;
    this.count = 0;
    this.chars = 0;
  }

  /** @param {string} frame @returns {{ message: string } | { fatal: string } | null} */
  push(frame) {
    if (this.pending) {
      this.pending.push(frame);
      this.chars += frame.length;
      if (this.chars > MAX_MESSAGE_CHARS) {
        this.pending = null;
        return { fatal: 'Message too large' };
      }
      if (this.pending.length === this.count) {
        const message = this.pending.join('');
        this.pending = null;
        return { message };
      }
      return null;
    }
    if (frame === '0') return null; // keep-alive
    if (/^\d{1,6}$/.test(frame)) {
      const n = Number(frame);
      if (n > MAX_PARTS) return { fatal: `Frame count ${n} exceeds ${MAX_PARTS}` };
      if (n > 0) { this.pending = []; this.count = n; this.chars = 0; }
      return null;
    }
    return { message: frame };
  }

  /** Drop a half-received message (the socket is closing). */
  clear() {
    this.pending = null;
  }
}

module.exports = { toFrames, FrameAssembler, MAX_MESSAGE_CHARS };
