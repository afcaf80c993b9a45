// @ts-check
'use strict';
/**
 * Launcher for the firebase-tools Auth emulator. It runs in a child `node` process (never npx) that is stopped by
 * its pid and also exits by itself when this process goes away (its stdin closes), so no orphan is left.
 */
const { spawn } = require('child_process');
const path = require('path');
const { parseResetLine } = require('./reset-link');
const { parseSignInCodeLine } = require('./sign-in-code');

/**
 * `onResetLink` hears every password reset requested from then on, with the link to the portal's page (no e-mail is
 * sent locally; `pnpm start` and `pnpm backend` print it). `emailPrivacy` (default true): e-mail enumeration protection
 * on, as on a new hosted project (sign-in answers INVALID_LOGIN_CREDENTIALS for an unknown e-mail and a wrong
 * password alike). `portalOrigins`: origins besides the apps' own whose continue URL a printed reset link may follow.
 * `onSignInCode` (issue 44) hears every code a sign-in by mobile number asked for (no SMS is sent locally either).
 * @param {{ port?: number, projectId?: string, host?: string, timeoutMs?: number, emailPrivacy?: boolean, portalOrigins?: string[],
 *   onResetLink?: (reset: { email: string, link: string }) => void,
 *   onSignInCode?: (sent: { phone: string, code: string }) => void }} [options]
 * @returns {Promise<{ port: number, url: string, pid: number, stop: () => Promise<void> }>}
 */
function startAuthEmulator(options = {}) {
  const port = options.port ?? 9099;
  const projectId = options.projectId || 'demo-thali';
  const host = options.host || '127.0.0.1';
  const privacy = options.emailPrivacy === false ? '0' : '1';
  const child = spawn(process.execPath, [path.join(__dirname, 'child.js'), String(port), projectId, host, privacy], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_CLI_EXPERIMENTS: '', FIREBASE_EMULATORS_PATH: '', CI: '1' },
  });
  let exited = false;
  const exitPromise = new Promise((resolve) => child.on('exit', () => { exited = true; resolve(undefined); }));
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const t = setTimeout(() => { if (!exited) child.kill('SIGKILL'); }, 3000);
    await exitPromise;
    clearTimeout(t);
    child.stdin.destroy();
    child.stdout.destroy();
    child.stderr.destroy();
  };
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    let pending = '';
    child.stdout.on('data', (d) => {
      pending += d;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const reset = parseResetLine(line, { origins: options.portalOrigins });
        if (reset) options.onResetLink?.(reset);
        const code = parseSignInCodeLine(line);
        if (code) options.onSignInCode?.(code);
      }
    });
    const timer = setTimeout(() => { stop(); reject(new Error('Auth emulator did not start within the time limit')); }, options.timeoutMs ?? 60000);
    child.stderr.on('data', (d) => { err += d; });
    child.stdout.on('data', (d) => {
      // Only the start-up is read here; later lines are the resets and codes above.
      if (/READY|ERROR/.test(out)) return;
      out += d;
      const ready = /READY (\d+)/.exec(out);
      const failed = /ERROR (.*)/.exec(out);
      if (ready) {
        clearTimeout(timer);
        const p = Number(ready[1]);
        resolve({ port: p, url: `http://${host}:${p}`, pid: /** @type {number} */ (child.pid), stop });
      } else if (failed) {
        clearTimeout(timer);
        stop().then(() => reject(new Error(`Auth emulator: ${failed[1]}`)));
      }
    });
    child.on('exit', (code) => {
      if (!/READY/.test(out) && !/ERROR/.test(out)) {
        clearTimeout(timer);
        reject(new Error(`Auth emulator exited with code ${code}: ${err.slice(-500)}`));
      }
    });
  });
}

module.exports = { startAuthEmulator };
