#!/usr/bin/env node
// `pnpm dev`: the local backend plus every app's webpack dev server with hot reload, each on its port from
// packages/contract/apps.json (the shell's is the portal's address).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import portalLib from './lib/portal.js';
import cli from '../packages/tooling/cli.js';

const require = createRequire(import.meta.url);
const { APPS, PORTAL_URL, describeBackend, repoRoot } = portalLib;
cli.parseCli({ usage: 'Usage: pnpm dev' });
const children = [];
let backend = null;

async function shutdown(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  if (backend) await backend.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  const { startBackend, DEMO_ACCOUNTS } = require('@thali/local-firebase');
  backend = await startBackend({ log: (line) => console.log(line) });
  for (const line of describeBackend(backend, DEMO_ACCOUNTS)) console.log(line);
} catch (error) {
  console.error(`Backend not started: ${error.message}`);
}

for (const app of APPS) {
  const child = spawn('pnpm', ['--filter', app.packageName, 'dev'], { cwd: repoRoot, stdio: 'inherit' });
  child.on('exit', (code) => {
    if (code && code !== 0) console.error(`${app.name} dev server exited with ${code}`);
  });
  children.push(child);
}
console.log(`Dev servers starting: ${PORTAL_URL} (hot reload). Ctrl-C stops everything.`);
