// The portal as deployed, on this machine (`pnpm preview:hosted`, the hosted journeys, the bench's hosted run):
// firebase-tools' own Hosting emulator serves every site of firebase.json with its headers and rewrites, and its
// Functions emulator runs the shell's composer and the storefront's renderer from the very entry points a deploy
// uploads (apps/<app>/functions/lib/index.js), against the local backend with the demo data.
//
// What is made for the preview, under node_modules/.cache/thali-hosted/ (rewritten on each start):
// - firebase.json, derived from the repository's: each Hosting target becomes a site (the emulator's multi-site
//   form, no .firebaserc needed), paths absolute, the emulators' ports set;
// - each site, a copy of apps/<app>/dist without what firebase.json's `ignore` keeps out of a deploy (the emulator
//   serves whatever is in the folder); the shell's remotes.json names the preview's origins and its
//   firebase-config.js the local backend (a deploy puts the hosted project's there);
// and each function's .env.local (git-ignored, read by the Functions emulator only) with THALI_FIREBASE_CONFIG.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { stripVTControlCharacters } = require('node:util');
const { remotesConfig } = require('@thali/contract/node');
const { configScript } = require('@thali/render/server');
const { buildApps } = require('./build');
const { APPS, describeBackend, emulatorConfig, repoRoot } = require('./portal');

const HOST = '127.0.0.1';
const PROJECT_ID = 'demo-thali';
const CACHE_DIR = path.join(repoRoot, 'node_modules/.cache/thali-hosted');
const FIREBASE_BIN = path.join(repoRoot, 'packages/local-firebase/node_modules/.bin/firebase');
/** The emulators' own ports (common to every preview). */
const FUNCTIONS_PORT = 5001;
const HUB_PORT = 4400;
const LOGGING_PORT = 4500;
/**
 * The Eventarc and Cloud Tasks emulators, which the Functions emulator starts with it (nothing of Thali uses them):
 * left alone they take 9299 and 9499, and 9499 is the journeys' Auth emulator, so `pnpm test` (the journeys' backend
 * and the hosted journey's preview at once) failed whichever started second.
 */
const EVENTARC_PORT = 4401;
const TASKS_PORT = 4402;
/** The preview's backend, apart from `pnpm start`'s (9000/9099/9199) and the journeys' (9400…). */
const BACKEND_PORTS = { dbPort: 9300, authPort: 9399, storagePort: 9389 };
/** The emulators were ready ~10 s after start on this machine; a loaded one gets more. */
const READY_TIMEOUT_MS = 90_000;

/**
 * The port firebase-tools gives each Hosting site: the first gets the configured one, site i ≥ 1 the configured one
 * + 4 + i (it keeps the few after the first for the other emulators' defaults). Read back from its output too.
 */
const sitePort = (hostingPort, i) => (i === 0 ? hostingPort : hostingPort + 4 + i);

function portFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/**
 * A path as the generated firebase.json gives it: relative to its folder, as firebase-tools joins (not resolves) a
 * site's public folder and a function's source to it, so an absolute path would be looked for under the folder.
 */
const fromConfig = (file) => path.relative(CACHE_DIR, file);

const readFirebaseJson = () => JSON.parse(fs.readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));

/** Where the preview stages a site's files. */
const stagedSite = (target) => path.join(CACHE_DIR, 'sites', target);

/**
 * A Hosting `ignore` glob as a regular expression over a path relative to the site's folder (`**` any folders, `*`
 * within one name; what firebase.json's patterns use).
 */
function globPattern(glob) {
  const source = glob
    .split(/(\*\*\/|\/\*\*|\*)/)
    .map((part) => ({ '**/': '(?:.*/)?', '/**': '(?:/.*)?', '*': '[^/]*' })[part] ?? part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Copies each site's build as a deploy uploads it: without what its `ignore` leaves out (the server's renderer,
 * source maps, the shell's index.html), which the Hosting emulator does not apply itself.
 */
function stageSites(config) {
  fs.rmSync(path.join(CACHE_DIR, 'sites'), { recursive: true, force: true });
  for (const site of config.hosting) {
    const from = path.join(repoRoot, site.public);
    const ignored = (site.ignore ?? []).map(globPattern);
    fs.cpSync(from, stagedSite(site.target), {
      recursive: true,
      filter: (file) => {
        const relative = path.relative(from, file).split(path.sep).join('/');
        return relative === '' || !ignored.some((pattern) => pattern.test(relative));
      },
    });
  }
}

/** The generated firebase.json: the repository's, as the emulator runs it here. */
function previewConfig({ hostingPort }) {
  const config = readFirebaseJson();
  const hosting = config.hosting.map(({ target, ...site }) => ({ ...site, site: target, public: fromConfig(stagedSite(target)) }));
  const functions = config.functions.map((codebase) => ({ ...codebase, source: fromConfig(path.join(repoRoot, codebase.source)) }));
  return {
    functions,
    hosting,
    emulators: {
      hosting: { host: HOST, port: hostingPort },
      functions: { host: HOST, port: FUNCTIONS_PORT },
      hub: { host: HOST, port: HUB_PORT },
      logging: { host: HOST, port: LOGGING_PORT },
      eventarc: { host: HOST, port: EVENTARC_PORT },
      tasks: { host: HOST, port: TASKS_PORT },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

/** A .env value firebase-tools reads as it is (single quotes: no escapes). */
const envLine = (name, value) => `${name}='${value}'\n`;

function missingBuild() {
  const missing = [];
  for (const app of APPS) {
    if (!fs.existsSync(path.join(repoRoot, app.dir, 'dist/index.html'))) missing.push(`${app.dir}/dist`);
    const functions = path.join(repoRoot, app.dir, 'functions');
    if (fs.existsSync(path.join(functions, 'package.json')) && !fs.existsSync(path.join(functions, 'lib/index.js'))) missing.push(`${app.dir}/functions/lib`);
  }
  return missing;
}

/**
 * Starts the hosted topology; resolves once the emulators say they are ready.
 * @param {{ build?: boolean, backendOptions?: object, hostingPort?: number, quiet?: boolean,
 *   log?: (line: string) => void }} [options] build: the production build of what changed first (default true);
 *   backendOptions: startBackend's (default: ports 9300/9399/9389 and a fresh data folder, removed on stop);
 *   quiet: the emulators' own output is kept back (shown only if they fail to start)
 * @returns {Promise<{ url: string, origins: Record<string, string>, firebaseConfig: object, backend: object,
 *   readyMs: number, stop: () => Promise<void> }>}
 */
async function startHosted({ build = true, backendOptions, hostingPort = 5000, quiet = false, log = () => {} } = {}) {
  const started = Date.now();
  if (build && !buildApps(APPS.map((a) => a.dir), { log })) throw new Error('The production build failed (its errors are above).');
  const missing = missingBuild();
  if (missing.length) throw new Error(`No production build in ${missing.join(', ')}: run pnpm build (or pnpm preview:hosted without --no-build).`);
  if (!fs.existsSync(FIREBASE_BIN)) throw new Error(`firebase-tools is not installed (${path.relative(repoRoot, FIREBASE_BIN)}): run pnpm install.`);

  const origins = Object.fromEntries(APPS.map((app, i) => [app.name, `http://${HOST}:${sitePort(hostingPort, i)}`]));
  const ownData = backendOptions?.dataDir === undefined ? fs.mkdtempSync(path.join(os.tmpdir(), 'thali-hosted-')) : null;
  const backendSettings = { ...BACKEND_PORTS, ...(ownData ? { dataDir: ownData } : {}), ...backendOptions };
  const ports = [
    ...APPS.map((app, i) => [sitePort(hostingPort, i), `Hosting (${app.name})`]),
    [FUNCTIONS_PORT, 'the Functions emulator'], [HUB_PORT, 'the emulator hub'], [LOGGING_PORT, 'the emulators\' logging'],
    [EVENTARC_PORT, 'the Eventarc emulator'], [TASKS_PORT, 'the Cloud Tasks emulator'],
    [backendSettings.dbPort, 'the database'], [backendSettings.authPort, 'Auth'], [backendSettings.storagePort, 'Storage'],
  ];
  for (const [port, what] of ports) {
    if (!(await portFree(port))) {
      if (ownData) fs.rmSync(ownData, { recursive: true, force: true });
      throw new Error(`Port ${port} is already in use (needed by ${what}). Stop whatever holds it (another pnpm preview:hosted?) and try again.`);
    }
  }

  const { startBackend, defaultBucketOf, DEMO_ACCOUNTS } = require('@thali/local-firebase');
  let backend = null;
  /** The backend's start, which runs beside the emulators' (each takes 10–20 s on a busy machine). */
  let backendStart = null;
  let emulators = null;
  let exited = null;
  const stop = async () => {
    await backendStart?.catch(() => {}); // one still starting is stopped once started
    if (emulators && exited === null) {
      const done = new Promise((resolve) => emulators.once('exit', resolve));
      // the whole group: firebase-tools and the Functions emulator's workers
      try { process.kill(-emulators.pid, 'SIGINT'); } catch { /* gone already */ }
      const killed = setTimeout(() => { try { process.kill(-emulators.pid, 'SIGKILL'); } catch { /* gone */ } }, 10_000);
      await done;
      clearTimeout(killed);
    }
    emulators = null;
    if (backend) await backend.stop();
    backend = null;
    if (ownData) fs.rmSync(ownData, { recursive: true, force: true });
  };

  try {
    backendStart = startBackend({ log, ...backendSettings }).then((started) => {
      backend = started;
      for (const line of describeBackend(started, DEMO_ACCOUNTS)) log(line);
    });
    backendStart.catch(() => {}); // its failure is thrown where it is awaited, below, not as an unhandled rejection
    // The browser's and the functions' settings for the backend, known from its ports before it has started (checked
    // against the started one below), so the emulators start meanwhile.
    const projectId = backendSettings.projectId ?? PROJECT_ID;
    const firebaseConfig = emulatorConfig({
      projectId, storageBucket: defaultBucketOf(projectId), namespace: `${projectId}-default-rtdb`, ...backendSettings,
    });

    // The sites as a deploy uploads them; the shell's names its remotes where the emulator serves them, and the local
    // backend.
    stageSites(readFirebaseJson());
    fs.writeFileSync(path.join(stagedSite('shell'), 'remotes.json'), `${JSON.stringify(remotesConfig((app) => origins[app.name]), null, 2)}\n`);
    fs.writeFileSync(path.join(stagedSite('shell'), 'firebase-config.js'), configScript(firebaseConfig));
    const config = previewConfig({ hostingPort });
    const configFile = path.join(CACHE_DIR, 'firebase.json');
    fs.writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
    for (const { source } of config.functions) {
      fs.writeFileSync(path.join(CACHE_DIR, source, '.env.local'), `# Written by pnpm preview:hosted (scripts/lib/hosted.js) for the Functions emulator: the local backend.\n${envLine('THALI_FIREBASE_CONFIG', JSON.stringify(firebaseConfig))}`);
    }

    const output = [];
    emulators = spawn(FIREBASE_BIN, ['emulators:start', '--only', 'hosting,functions', '--project', PROJECT_ID, '--config', configFile], {
      cwd: CACHE_DIR,
      detached: true, // its own process group, stopped whole
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    emulators.once('exit', (code, signal) => { exited = { code, signal }; });
    // Its own process group outlives this process unless stopped: a caller that ends without stop() (a crashed test
    // run) takes it down too.
    const orphaned = () => { try { process.kill(-emulators.pid, 'SIGKILL'); } catch { /* gone already */ } };
    process.once('exit', orphaned);
    emulators.once('exit', () => process.off('exit', orphaned));
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The emulators were not ready within ${READY_TIMEOUT_MS / 1000} s.`)), READY_TIMEOUT_MS);
      let buffered = '';
      const onData = (chunk) => {
        const text = chunk.toString();
        if (!quiet) process.stdout.write(text);
        output.push(text);
        buffered += text;
        if (/All emulators ready/i.test(buffered)) {
          clearTimeout(timer);
          resolve();
        }
      };
      emulators.stdout.on('data', onData);
      emulators.stderr.on('data', onData);
      emulators.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The emulators stopped while starting (exit ${code}).`));
      });
    }).catch((error) => {
      if (quiet) process.stderr.write(output.join(''));
      throw error;
    });
    await backendStart;
    if (JSON.stringify(emulatorConfig(backend)) !== JSON.stringify(firebaseConfig)) {
      throw new Error(`The backend started with other settings than the preview gave the sites and functions: ${JSON.stringify(emulatorConfig(backend))}.`);
    }
    // The sites' ports as the emulator chose them: a firebase-tools that numbers them otherwise fails here, plainly.
    const text = stripVTControlCharacters(output.join(''));
    for (const [name, origin] of Object.entries(origins)) {
      if (!text.includes(`hosting[${name}]: Local server: ${origin}`)) {
        throw new Error(`The Hosting emulator did not report ${name} on ${origin}: scripts/lib/hosted.js's sitePort no longer matches firebase-tools.`);
      }
    }
    // Each function's first request loads its code in a fresh worker (1–2 s here, past the composer's wait for a
    // remote): made once now, as a deployed composer is kept warm (minInstances 1). The renderer is warmed too, so a
    // first menu shows its data as it does under `pnpm start`; a cold renderer's fallback (the static copy) is
    // compose.test.ts's.
    await Promise.all([
      fetch(`${origins.shell}/about`).catch(() => null),
      fetch(`${origins.storefront}/render/menu.html?providerId=warm-up`).catch(() => null),
    ]);
    return { url: origins.shell, origins, firebaseConfig, backend, readyMs: Date.now() - started, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

module.exports = { startHosted, sitePort, previewConfig, globPattern, FUNCTIONS_PORT, HUB_PORT, LOGGING_PORT, EVENTARC_PORT, TASKS_PORT, BACKEND_PORTS };
