// Readers under load (issue 43): 50 readers at once on the composed menu page (GET <shell>/provider/<id>/menu, each
// on a keep-alive connection of its own, the next request as soon as the last answered) for 30 s, as a browser would
// ask the shell for the document. Every answer is checked: an error is a status other than 200, a reset connection
// or no answer within 10 s; a 200 that is not composed (the plain index.html) or composed without the kitchen's data
// (the build-time copy: the renderer did not answer within the composer's budget) is counted, not an error.
//
// The load runs in a worker thread: under `pnpm start` the portal's servers run in the bench's own process
// (scripts/lib/portal.js), and a load generator on their event loop would be measured with them.
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { percentile, renderModule } from './util.mjs';

/** issue 43: p99 ≤ 300 ms under `pnpm start` (the emulated hosted topology is reported, not held to it). */
export const LOAD_TARGETS = { p99Ms: 300 };

const { STARTUP_ATTRIBUTE } = renderModule('markers.ts');
const COMPOSED = `${STARTUP_ATTRIBUTE}="copy-painted"`;
/** What only a copy rendered with its data carries (first-data.ts's script), never the build-time one. */
const WITH_DATA = 'data-first-data';

function request(agent, url) {
  const started = process.hrtime.bigint();
  const took = () => Number(process.hrtime.bigint() - started) / 1e6;
  return new Promise((resolve) => {
    const req = http.get(url, { agent, timeout: 10_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode, ms: took(), composed: body.includes(COMPOSED), withData: body.includes(WITH_DATA) });
      });
      res.on('error', (error) => resolve({ status: 0, ms: took(), error: error.message }));
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 10 s')));
    req.on('error', (error) => resolve({ status: 0, ms: took(), error: error.message }));
  });
}

/** `concurrency` readers, each asking again as soon as it has its answer, until `ms` have passed. */
async function readers(url, concurrency, ms) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const samples = [];
  const started = Date.now();
  const reader = async () => {
    while (Date.now() - started < ms) samples.push(await request(agent, url));
  };
  await Promise.all(Array.from({ length: concurrency }, reader));
  const wallMs = Date.now() - started;
  agent.destroy();
  return { samples, wallMs };
}

if (!isMainThread && workerData?.composedLoad) {
  const { url, concurrency, seconds, warmup } = workerData.composedLoad;
  // the first answers (the renderer's first load, the JIT; hosted, the Functions emulator starting a worker per
  // request in flight) are not what is measured: the warm-up comes with the load's own concurrency
  await readers(url, concurrency, warmup);
  const { samples, wallMs } = await readers(url, concurrency, seconds * 1000);
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const ok = samples.filter((s) => s.status === 200);
  const errors = samples.filter((s) => s.status !== 200);
  const kinds = {};
  for (const e of errors) kinds[e.error ?? `HTTP ${e.status}`] = (kinds[e.error ?? `HTTP ${e.status}`] ?? 0) + 1;
  parentPort.postMessage({
    requests: samples.length,
    concurrency,
    seconds,
    wallMs,
    rps: samples.length / (wallMs / 1000),
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    maxMs: times.at(-1) ?? null,
    errors: errors.length,
    errorKinds: kinds,
    notComposed: ok.filter((s) => !s.composed).length,
    withoutData: ok.filter((s) => s.composed && !s.withData).length,
  });
}

/**
 * `warmupMs` of the same load first, not counted.
 * @param {{ topology: string, url: string, concurrency?: number, seconds?: number, warmupMs?: number }} options
 * @returns {Promise<{ topology: string, url: string, requests: number, concurrency: number, seconds: number, wallMs: number,
 *   rps: number, p50Ms: number, p95Ms: number, p99Ms: number, maxMs: number, errors: number, errorKinds: Record<string, number>,
 *   notComposed: number, withoutData: number }>}
 */
export function measureComposedLoad({ topology, url, concurrency = 50, seconds = 30, warmupMs = 5000 }) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { composedLoad: { url, concurrency, seconds, warmup: warmupMs } } });
    worker.once('message', (result) => resolve({ topology, url, warmupMs, ...result }));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the load worker exited with ${code}`)));
  });
}
