#!/usr/bin/env node
// `pnpm dev`: the local backend plus every app's webpack dev server with hot reload
// (shell 3000, storefront 3001, customer-account 3002, provider-dashboard 3003, static-content 3004).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import portalLib from './lib/portal.js';

const require = createRequire(import.meta.url);
const { APPS, repoRoot } = portalLib;
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
  const { startBackend } = require('@thali/local-firebase');
  backend = await startBackend({ log: (line) => console.log(line) });
} catch (error) {
  console.error(`Backend not started: ${error.message}`);
}

for (const app of APPS) {
  const child = spawn('pnpm', ['--filter', `@thali/${app.name}`, 'dev'], { cwd: repoRoot, stdio: 'inherit' });
  child.on('exit', (code) => {
    if (code && code !== 0) console.error(`${app.name} dev server exited with ${code}`);
  });
  children.push(child);
}
console.log('Dev servers starting: http://localhost:3000 (hot reload). Ctrl-C stops everything.');
