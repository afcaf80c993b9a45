// Menu render under load (issue 36, item 16): the storefront's server rendering a kitchen's menu with its data, as the
// shell's composer asks for it (GET /render/menu.html?providerId=…), with the server's first-data cache on and off
// (THALI_FIRST_DATA_CACHE, @thali/render's first-data-server.ts). Each server is its own process, started as `serve.js` runs
// it, so the load generator here does not share its event loop; loopback only, a fixed number of requests from a fixed
// number of connections, each run cut at a time limit.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { log, require, root } from './util.mjs';

const { APPS } = require('../lib/portal.js');

const STOREFRONT = APPS.find((app) => app.name === 'storefront');
/** What only a copy rendered with its data carries (the live page's first answers), never the static one. */
const WITH_DATA = 'data-first-data';

/** A free port on loopback, as the system hands one out. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The storefront's production server (serve.js) on `port`, reading the bench's backend; resolves once it listens. */
async function startServer({ port, firebaseConfig, cache }) {
  const emulators = firebaseConfig.emulators;
  const args = ['--require', path.join(root, 'scripts/bench/count-fetches.cjs'), path.join(root, 'packages/tooling/serve.js'), '--dir', 'dist', '--port', String(port)];
  const child = spawn(process.execPath, args, {
    cwd: path.join(root, STOREFRONT.dir),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      THALI_FIRST_DATA_CACHE: cache ? 'on' : 'off',
      THALI_PROJECT_ID: firebaseConfig.projectId,
      THALI_EMULATOR_HOST: emulators.host,
      THALI_DB_PORT: String(emulators.databasePort),
      THALI_AUTH_PORT: String(emulators.authPort),
      THALI_DB_NAMESPACE: emulators.namespace,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const stderr = [];
  child.stderr.on('data', (chunk) => stderr.push(chunk));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the storefront server did not start within 20 s')), 20_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Serving')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the storefront server exited (${code}): ${Buffer.concat(stderr).toString().slice(0, 300)}`));
    });
  });
  return {
    /** How many database reads (fetches) the server has made so far. */
    fetches: () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the storefront server did not say how many reads it made')), 5000);
        child.once('message', (message) => {
          clearTimeout(timer);
          resolve(message.fetches);
        });
        child.send('count-fetches');
      }),
    /** Lines the server logged on stderr (a render that failed says so there). */
    errors: () => Buffer.concat(stderr).toString().split('\n').filter(Boolean),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** One GET over the keep-alive agent: its status, time and whether the copy came with its data. */
function request(agent, port, pathname) {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent, timeout: 10_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6, withData: body.includes(WITH_DATA) });
      });
      res.on('error', () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6, withData: false }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6, withData: false }));
  });
}

/** `count` requests from `concurrency` connections at once, stopped at `maxMs`; the samples and the wall time. */
async function load({ port, pathname, count, concurrency, maxMs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const samples = [];
  let issued = 0;
  const started = Date.now();
  const worker = async () => {
    while (issued < count && Date.now() - started < maxMs) {
      issued += 1;
      samples.push(await request(agent, port, pathname));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wallMs = Date.now() - started;
  agent.destroy();
  return { samples, wallMs };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);

/**
 * Two shapes of load, each with the cache off, then on: one connection (each request waits for the one before, so
 * without the cache every one makes the renderer's five reads) and 16 at once (requests for one kitchen then overlap,
 * and the data package's reads in flight are shared even without the cache: what remains is the render's own work).
 * @param {{ firebaseConfig: object, providerId: string, requests?: number, concurrency?: number, maxSeconds?: number, warmup?: number }} options
 * @returns {Promise<Array<{ cache: 'off' | 'on', requests: number, concurrency: number, wallMs: number, rps: number, p50Ms: number, p99Ms: number, failed: number, databaseReads: number, withoutData: number, serverErrors: number }>>}
 */
export async function measureMenuLoad({ firebaseConfig, providerId, requests = 2000, concurrency = 16, maxSeconds = 30, warmup = 50 }) {
  const pathname = `/render/menu.html?providerId=${encodeURIComponent(providerId)}`;
  const shapes = [{ concurrency: 1, count: Math.ceil(requests / 4) }, { concurrency, count: requests }];
  const rows = [];
  for (const cache of [false, true]) {
    const port = await freePort();
    const server = await startServer({ port, firebaseConfig, cache });
    try {
      // the renderer's first load and the JIT's warm-up are not what is measured
      await load({ port, pathname, count: warmup, concurrency: 4, maxMs: 20_000 });
      for (const shape of shapes) {
        log(`  menu render, cache ${cache ? 'on' : 'off'}: ${shape.count} requests from ${shape.concurrency} connection(s) (at most ${maxSeconds} s)…`);
        const readsBefore = await server.fetches();
        const errorsBefore = server.errors().length;
        const { samples, wallMs } = await load({ port, pathname, count: shape.count, concurrency: shape.concurrency, maxMs: maxSeconds * 1000 });
        const reads = (await server.fetches()) - readsBefore;
        const times = samples.map((s) => s.ms).sort((a, b) => a - b);
        const ok = samples.filter((s) => s.status === 200);
        rows.push({
          cache: cache ? 'on' : 'off',
          requests: samples.length,
          concurrency: shape.concurrency,
          wallMs,
          rps: samples.length / (wallMs / 1000),
          p50Ms: percentile(times, 50),
          p99Ms: percentile(times, 99),
          failed: samples.length - ok.length,
          // the renderer's database reads over REST while measured (count-fetches.cjs)
          databaseReads: reads,
          // a 200 without the data is the static copy: the render failed or timed out (the server's log says which)
          withoutData: ok.filter((s) => !s.withData).length,
          serverErrors: server.errors().length - errorsBefore,
        });
      }
    } finally {
      await server.stop();
    }
  }
  return rows;
}
