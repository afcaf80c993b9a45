#!/usr/bin/env node
// `pnpm start`: production build of every app (incremental through webpack's cache), the local
// backend with demo data, and a static server per app. Ctrl-C stops everything it started.
import { spawnSync } from 'node:child_process';
import portalLib from './lib/portal.js';

const { PORTAL_URL, repoRoot, startPortal } = portalLib;

const skipBuild = process.argv.includes('--no-build');
if (!skipBuild) {
  console.log('Building every app (production)…');
  const build = spawnSync('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let portal;
try {
  portal = await startPortal({ backend: !process.argv.includes('--no-backend'), log: (line) => console.log(line) });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Thali…');
  await portal.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

console.log(`Thali is ready: ${PORTAL_URL}`);
