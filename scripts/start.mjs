#!/usr/bin/env node
// `pnpm start`: production build of the apps whose inputs changed, the local backend with demo data (its
// demo accounts are printed), and a static server per app. Ctrl-C stops everything it started.
import buildLib from './lib/build.js';
import portalLib from './lib/portal.js';
import runLib from './lib/run-until-stopped.js';
import cli from '../packages/tooling/cli.js';

const { APPS, PORTAL_URL, startPortal } = portalLib;
const { runUntilStopped } = runLib;
const { values } = cli.parseCli({
  usage: 'Usage: pnpm start [--no-build] [--no-backend]',
  options: { 'no-build': { type: 'boolean' }, 'no-backend': { type: 'boolean' } },
});

if (!values['no-build'] && !buildLib.buildApps(APPS.map((a) => a.dir))) process.exit(1);

await runUntilStopped(() => startPortal({ backend: !values['no-backend'], log: (line) => console.log(line) }), 'Stopping Thali…');

console.log(`Thali is ready: ${PORTAL_URL}`);
