// @ts-check
'use strict';
/**
 * Password-reset links on the local backend. The Auth emulator sends no e-mail: it keeps each code and shows it at
 * GET /emulator/v1/projects/<project>/oobCodes. The child process (child.js) reads that list after every reset
 * request and passes new password-reset codes to the launcher as one stdout line each; the launcher turns them into
 * the link a developer can open: the portal's own /reset-password page, the continue URL the page asked for.
 */

const { APPS, PORTAL_URL } = require('@thali/contract/node');

const LINE_PREFIX = 'RESET-LINK ';

// The portal's own origins (issue 36, item 10): every app of the manifest (the shell, and each remote standalone),
// by name and by loopback address, and any in THALI_PORTAL_ORIGINS (comma-separated) or `origins`.
const APP_ORIGINS = APPS.flatMap((app) => [`http://localhost:${app.port}`, `http://127.0.0.1:${app.port}`]);
const RESET_PAGE = (() => {
  const page = APPS.flatMap((app) => Object.values(app.pages)).find((p) => p.path.endsWith('/reset-password'));
  return `${PORTAL_URL}${page ? page.path : '/reset-password'}`;
})();

/** @param {string[] | undefined} extra */
function portalOrigins(extra) {
  const configured = (process.env.THALI_PORTAL_ORIGINS || '').split(',').map((o) => o.trim()).filter(Boolean);
  const origins = new Set(APP_ORIGINS);
  for (const o of [...configured, ...(extra || [])]) {
    try {
      origins.add(new URL(o).origin);
    } catch {
      // not an origin: ignored
    }
  }
  return origins;
}

/**
 * The link to our page for one emulator code record: its continue URL (the portal's /reset-password, sent by the
 * page that asked) with `mode=resetPassword&oobCode=…`, as Firebase's own link carries them. A continue URL on any
 * other origin is not followed (the requester chooses it: a printed link to someone else's page would hand them
 * the code): the link is then the portal's own /reset-password. Without a continue URL (a request made by hand),
 * the emulator's own action page, which can reset the password too.
 * @param {{ oobLink: string, oobCode: string }} record
 * @param {{ origins?: string[] }} [opts] origins besides the apps' own
 * @returns {string}
 */
function resetPageLink(record, opts = {}) {
  let continueUrl = null;
  try {
    continueUrl = new URL(record.oobLink).searchParams.get('continueUrl');
  } catch {
    return record.oobLink;
  }
  if (!continueUrl) return record.oobLink;
  let page;
  try {
    page = new URL(continueUrl);
  } catch {
    page = null;
  }
  if (!page || !portalOrigins(opts.origins).has(page.origin)) page = new URL(RESET_PAGE);
  page.searchParams.set('mode', 'resetPassword');
  page.searchParams.set('oobCode', record.oobCode);
  return page.toString();
}

/**
 * What `pnpm start` and `pnpm backend` print for a reset request.
 * @param {{ email: string, link: string }} reset
 */
function resetLinkMessage({ email, link }) {
  return `Password reset requested for ${email} (no e-mail is sent locally): ${link}`;
}

/**
 * The child's stdout line for one new code record.
 * @param {{ email: string, oobCode: string, oobLink: string }} record
 */
function resetLine(record) {
  return `${LINE_PREFIX}${JSON.stringify({ email: record.email, oobCode: record.oobCode, oobLink: record.oobLink })}\n`;
}

/**
 * Reads one line of the child's stdout: the reset it announces, or null for any other line.
 * @param {string} line @param {{ origins?: string[] }} [opts] as resetPageLink
 * @returns {{ email: string, link: string } | null}
 */
function parseResetLine(line, opts = {}) {
  if (!line.startsWith(LINE_PREFIX)) return null;
  try {
    const record = JSON.parse(line.slice(LINE_PREFIX.length));
    if (typeof record.email !== 'string' || typeof record.oobCode !== 'string' || typeof record.oobLink !== 'string') return null;
    return { email: record.email, link: resetPageLink(record, opts) };
  } catch {
    return null;
  }
}

/**
 * In the child: after each reset request, the password-reset codes of `listUrl` not announced before, as lines.
 * @param {string} listUrl the emulator's oobCodes endpoint
 * @param {Set<string>} announced codes already passed on (updated)
 * @param {(url: string) => Promise<{ json: () => Promise<any> }>} [get]
 * @returns {Promise<string[]>}
 */
async function newResetLines(listUrl, announced, get = (url) => fetch(url)) {
  const body = await (await get(listUrl)).json();
  /** @type {{ email: string, oobCode: string, oobLink: string, requestType: string }[]} */
  const codes = Array.isArray(body?.oobCodes) ? body.oobCodes : [];
  const lines = [];
  for (const record of codes) {
    if (record.requestType !== 'PASSWORD_RESET' || announced.has(record.oobCode)) continue;
    announced.add(record.oobCode);
    lines.push(resetLine(record));
  }
  return lines;
}

module.exports = { resetPageLink, resetLinkMessage, resetLine, parseResetLine, newResetLines, portalOrigins };
