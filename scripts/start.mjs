#!/usr/bin/env node
// `pnpm start`: production build of the apps whose inputs changed, the local backend with demo data (its
// demo accounts are printed), and a static server per app. Ctrl-C stops everything it started.
import buildLib from './lib/build.js';
import portalLib from './lib/portal.js';
import cli from '../packages/tooling/cli.js';

const { APPS, PORTAL_URL, startPortal } = portalLib;
const { values } = cli.parseCli({
  usage: 'Usage: pnpm start [--no-build] [--no-backend]',
  options: { 'no-build': { type: 'boolean' }, 'no-backend': { type: 'boolean' } },
});

if (!values['no-build'] && !buildLib.buildApps(APPS.map((a) => a.dir))) process.exit(1);

let portal;
try {
  portal = await startPortal({ backend: !values['no-backend'], log: (line) => console.log(line) });
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
