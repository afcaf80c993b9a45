// @ts-check
'use strict';
/**
 * Sign-in codes on the local backend (issue 44). The Auth emulator sends no SMS: it keeps each code it 'sent' to a
 * mobile number and lists them at GET /emulator/v1/projects/<project>/verificationCodes (refused to web pages:
 * admin-guard.js). The child process (child.js) reads that list after every code request and passes the new codes to
 * the launcher as one stdout line each; the launcher hands them to `onSignInCode`, and `pnpm start`, `pnpm dev` and
 * `pnpm backend` print them, as they print password-reset links (reset-link.js).
 */
const { parsePhone } = require('@thali/domain/phones');

const LINE_PREFIX = 'SIGN-IN-CODE ';

/**
 * What `pnpm start` and `pnpm backend` print for a code request: the number as people read it.
 * @param {{ phone: string, code: string }} sent
 */
function signInCodeMessage({ phone, code }) {
  return `Sign-in code for ${parsePhone(phone)?.display ?? phone} (no SMS is sent locally): ${code}`;
}

/** The child's stdout line for one code. @param {{ phoneNumber: string, code: string }} record */
function signInCodeLine(record) {
  return `${LINE_PREFIX}${JSON.stringify({ phone: record.phoneNumber, code: record.code })}\n`;
}

/**
 * Reads one line of the child's stdout: the code it announces, or null for any other line.
 * @param {string} line
 * @returns {{ phone: string, code: string } | null}
 */
function parseSignInCodeLine(line) {
  if (!line.startsWith(LINE_PREFIX)) return null;
  try {
    const record = JSON.parse(line.slice(LINE_PREFIX.length));
    if (typeof record.phone !== 'string' || typeof record.code !== 'string') return null;
    return { phone: record.phone, code: record.code };
  } catch {
    return null;
  }
}

/**
 * In the child: after each code request, the codes of `listUrl` not announced before, as lines. A code is known by
 * its request (sessionInfo): the same six digits sent twice are two codes.
 * @param {string} listUrl the emulator's verificationCodes endpoint
 * @param {Set<string>} announced requests already passed on (updated)
 * @param {(url: string) => Promise<{ json: () => Promise<any> }>} [get]
 * @returns {Promise<string[]>}
 */
async function newSignInCodeLines(listUrl, announced, get = (url) => fetch(url)) {
  const body = await (await get(listUrl)).json();
  /** @type {{ phoneNumber: string, code: string, sessionInfo: string }[]} */
  const codes = Array.isArray(body?.verificationCodes) ? body.verificationCodes : [];
  const lines = [];
  for (const record of codes) {
    if (typeof record?.phoneNumber !== 'string' || typeof record.code !== 'string') continue;
    const key = record.sessionInfo ?? `${record.phoneNumber}:${record.code}`;
    if (announced.has(key)) continue;
    announced.add(key);
    lines.push(signInCodeLine(record));
  }
  return lines;
}

module.exports = { signInCodeMessage, signInCodeLine, parseSignInCodeLine, newSignInCodeLines };
