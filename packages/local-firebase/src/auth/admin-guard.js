// @ts-check
'use strict';
/**
 * Keeps the emulators' admin powers out of web pages (issue 36, item 11). Both emulators take the literal `owner`
 * credential as admin (Google's do too), and both answered it with `Access-Control-Allow-Origin: *`, so any page the
 * developer opened could read and write everything through them. The admin credential (and the Auth emulator's own
 * API under /emulator/v1, which lists every reset code) is accepted only from a request that no web page can make:
 *
 * - in the Authorization header, never in the URL: a page cannot send that header to another origin without a
 *   preflight (which these answers never allow), while `?auth=owner` needs none (an <img>, a form);
 * - without an `Origin` header: a browser sends it with every cross-origin fetch, every non-GET request (forms
 *   too) and every WebSocket upgrade;
 * - to a loopback host name (localhost, 127.x.x.x, [::1]): a page that rebinds its own DNS name to 127.0.0.1 makes
 *   same-origin requests without `Origin`, but with its own name as Host.
 *
 * And such answers carry no CORS headers, so even a request that got through could not be read by a page.
 */

/** Is a Host header this machine by name or loopback address? @param {string | undefined} host */
function isLoopbackHost(host) {
  if (host === undefined) return true; // HTTP/1.0 without Host: no browser sends that
  let name;
  try {
    name = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return name === 'localhost' || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/**
 * Why a request carrying the admin credential (or asking for the Auth emulator's own API) is refused, or null.
 * @param {import('http').IncomingHttpHeaders} headers
 * @param {'header' | 'query'} [from] where the credential came from
 * @param {string} [subject] what is refused, for the message
 * @returns {string | null}
 */
function adminRefusal(headers, from = 'header', subject = 'The admin credential') {
  if (from === 'query') return `${subject} is accepted in the Authorization header only`;
  if (headers.origin !== undefined) return `${subject} is not accepted from a web page`;
  if (!isLoopbackHost(headers.host)) return `${subject} is accepted on a loopback host name only`;
  return null;
}

/**
 * Does this Authorization header carry an Auth emulator admin credential? firebase-tools takes `Bearer owner` (any
 * case) and any `Bearer ya29.…` (a Google access token, "assumed to own the project") as admin.
 * @param {string | undefined} header
 */
function isAuthAdminBearer(header) {
  if (typeof header !== 'string' || !/^bearer /i.test(header)) return false;
  const token = header.slice(7).trim();
  return token.toLowerCase() === 'owner' || token.startsWith('ya29.');
}

// The Auth emulator's pages a person opens (the action page of a printed link, the sign-in widget): not its API.
const AUTH_PAGES = new Set(['/emulator/action', '/emulator/auth/handler', '/emulator/auth/iframe']);

/**
 * Is this request for the Auth emulator's own API (`/emulator/v1/…`: every reset and sign-in code, the project's
 * config, deleting all accounts)? Judged on the decoded, lower-cased path with repeated slashes folded, and
 * default-deny: everything under /emulator/ except the pages above (an undecodable path counts too).
 * @param {string | undefined} url
 */
function isAuthEmulatorApi(url) {
  // the SDK's requests (/identitytoolkit.googleapis.com/…, /securetoken.googleapis.com/…) leave here at once
  if (url !== undefined && !/emulator|%/i.test(url)) return false;
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url || '/', 'http://x').pathname).toLowerCase().replace(/\/{2,}/g, '/');
  } catch {
    return true;
  }
  return pathname.startsWith('/emulator') && !AUTH_PAGES.has(pathname.replace(/\/$/, ''));
}

/**
 * Stop a response from carrying CORS headers (those the emulator's `cors` middleware would add).
 * @param {import('http').ServerResponse} res
 */
function withoutCors(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (/^access-control-/i.test(name) ? res : setHeader(name, value));
  return res;
}

/**
 * The Auth emulator's front (child.js): refuses an admin request or one for the emulator's API that a web page made,
 * with a 403 and no CORS headers; strips the CORS headers from such answers it lets through. Answers whether it
 * refused the request (true: the response is finished).
 * @param {import('http').IncomingMessage} req @param {import('http').ServerResponse} res
 */
function guardAuthRequest(req, res) {
  const admin = isAuthAdminBearer(req.headers.authorization);
  if (!admin && !isAuthEmulatorApi(req.url)) return false;
  withoutCors(res);
  const refusal = adminRefusal(req.headers, 'header', admin ? 'The admin credential' : "The emulator's own API");
  if (!refusal) return false;
  const body = JSON.stringify({ error: { code: 403, message: refusal } });
  res.writeHead(403, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
  return true;
}

module.exports = { isLoopbackHost, adminRefusal, isAuthAdminBearer, isAuthEmulatorApi, withoutCors, guardAuthRequest };
