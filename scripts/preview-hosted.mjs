#!/usr/bin/env node
// `pnpm preview:hosted`: the portal as Firebase Hosting and Cloud Functions would run it (scripts/lib/hosted.js):
// production build of what changed, the local backend with demo data, firebase-tools' Hosting and Functions emulators.
// Ctrl-C stops everything it started.
import hostedLib from './lib/hosted.js';
import runLib from './lib/run-until-stopped.js';
import cli from '../packages/tooling/cli.js';

const { runUntilStopped } = runLib;
const { values } = cli.parseCli({
  usage: 'Usage: pnpm preview:hosted [--no-build] [--quiet]   (--quiet: the emulators\' own output only if they fail)',
  options: { 'no-build': { type: 'boolean' }, quiet: { type: 'boolean' } },
});

const hosted = await runUntilStopped(
  () => hostedLib.startHosted({ build: !values['no-build'], quiet: Boolean(values.quiet), log: (line) => console.log(line) }),
  'Stopping the hosted preview…',
);

for (const [name, origin] of Object.entries(hosted.origins)) console.log(`  ${name.padEnd(19)} ${origin}`);
console.log(`Thali (hosted preview) is ready in ${(hosted.readyMs / 1000).toFixed(1)} s: ${hosted.url}`);
