/* global document */
// Lighthouse (mobile defaults: simulated Moto G Power, slow 4G, 4x CPU) on Debian's chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signInThroughUi } from './scaling.mjs';
import { CHROMIUM_PATH, HEADLESS_FLAGS, log, median, require } from './util.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

function summarize(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? null]));
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
  // Whether the largest paint was the first one (the page's loaded, unthrottled times): on a composed public page the
  // prerendered copy's. Lighthouse names the element only if its node is still there when it looks: the live page
  // has replaced the copy by then on most runs.
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const lcpWithFcp =
    typeof observed.observedLargestContentfulPaint === 'number' && typeof observed.observedFirstContentfulPaint === 'number'
      ? observed.observedLargestContentfulPaint === observed.observedFirstContentfulPaint
      : null;
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
    .map((a) => ({ id: a.id, score: a.score, displayValue: a.displayValue ?? null }));
  return { ...scores, ...metrics, lcpElement, lcpWithFcp, finalUrl: lhr.finalDisplayedUrl ?? null, longTasks: longTasksOf(lhr), runtimeError: lhr.runtimeError?.message ?? null, failing };
}

/**
 * The main thread's long tasks (over 50 ms, under the 4× CPU slowdown) from Lighthouse's long-tasks audit: how many,
 * their sum, and their sum per script (the file name of the script each task is attributed to, or what else it was).
 * Also those that start before the page is interactive (Lighthouse's time to interactive, same run), each with its
 * script and whether it is the HTML document's own (issue 14: none of over 50 ms then, but one for the HTML).
 */
function longTasksOf(lhr) {
  const items = (lhr.audits['long-tasks']?.details?.items ?? []).filter((t) => t.duration > 50);
  const nameOf = (t) => (/^https?:/.test(t.url ?? '') ? new URL(t.url).pathname.split('/').pop() || '(the page)' : t.url || '(unattributed)');
  const byScript = {};
  for (const t of items) byScript[nameOf(t)] = (byScript[nameOf(t)] ?? 0) + t.duration;
  const interactiveMs = lhr.audits.interactive?.numericValue ?? null;
  const page = lhr.finalDisplayedUrl ?? lhr.requestedUrl;
  // The document's own work is the HTML's: its parsing (attributed to its URL) and the style, layout and paint of its
  // first frame, which Lighthouse attributes to no URL. Our scripts start after that paint (@thali/render's start-after-paint.ts), so
  // a task no URL claims that starts before the first contentful paint is the document's.
  const fcpMs = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const isDocument = (t) => t.url === page || (!/^https?:/.test(t.url ?? '') && t.startTime < fcpMs);
  const beforeInteractive =
    interactiveMs == null || items.some((t) => typeof t.startTime !== 'number')
      ? null
      : items
          .filter((t) => t.startTime < interactiveMs)
          .map((t) => ({ script: nameOf(t), ms: Math.round(t.duration), startMs: Math.round(t.startTime), document: isDocument(t) }));
  return { count: items.length, totalMs: items.reduce((sum, t) => sum + t.duration, 0), byScript, interactiveMs, beforeInteractive };
}

/**
 * Runs Lighthouse `runs` times on each URL; median per figure. Public targets get fresh storage each run. Targets with
 * `as` ({ email, password, portal }) are signed-in pages: one browser profile per account, signed in once through the
 * login page, and Lighthouse keeps its storage (the session) between runs; HTTP caches are still cleared.
 * @param {{ label: string, url: string, as?: { email: string, password: string, portal: string } }[]} targets
 */
export async function runLighthouse(targets, { runs = 3 } = {}) {
  const results = [];
  const publicTargets = targets.filter((t) => !t.as);
  if (publicTargets.length) results.push(...(await runIn(null, publicTargets, runs)));
  const byAccount = new Map();
  for (const t of targets.filter((x) => x.as)) byAccount.set(t.as.email, [...(byAccount.get(t.as.email) ?? []), t]);
  for (const group of byAccount.values()) results.push(...(await runIn(group[0].as, group, runs)));
  // in the order asked
  return targets.map((t) => results.find((r) => r.label === t.label));
}

/**
 * Time from navigation start to the page's first data rendered, in the same (signed-in) browser as Lighthouse: 4× CPU
 * slowdown, HTTP cache cleared before each load, no network throttling (the local backend answers at once, so this is
 * the page's own start-up: code, session, query, render). `target.firstData` says when the data is on screen: every one
 * of its `selectors` present, or an h2 of the remote reading `orHeading` (an empty page's heading).
 */
async function timeToFirstData(port, target, runs) {
  const browser = await require('playwright-core').chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  const samples = [];
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let i = 0; i < runs; i++) {
      await cdp.send('Network.clearBrowserCache');
      await page.goto(target.url, { waitUntil: 'commit' });
      // a function with arguments, not an expression in a string: the portal's Content-Security-Policy allows no eval
      const at = await page.waitForFunction(
        ({ selectors, orHeading }) => {
          const shown = selectors.every((s) => document.querySelector(s))
            || (orHeading && [...document.querySelectorAll('main [data-remote] h2')].some((h) => h.textContent === orHeading));
          return shown ? performance.now() : false;
        },
        target.firstData,
        { timeout: 30_000, polling: 50 },
      );
      samples.push(await at.jsonValue());
    }
    log(`  first data ${target.label}: ${samples.map((x) => Math.round(x)).join(', ')} ms`);
  } catch (error) {
    log(`  first data ${target.label} failed: ${error.message}`);
  } finally {
    await page.close().catch(() => {});
    await browser.close(); // disconnects; Lighthouse's browser stays
  }
  return samples.length ? samples : null;
}

/** One browser (signed in as `account`, or not), Lighthouse on each target. */
async function runIn(account, targets, runs) {
  const profile = account ? mkdtempSync(path.join(os.tmpdir(), 'thali-lh-profile-')) : null;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: HEADLESS_FLAGS, logLevel: 'silent', ...(profile ? { userDataDir: profile } : {}) });
  const results = [];
  try {
    if (account) {
      const browser = await require('playwright-core').chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.setViewportSize({ width: 1280, height: 900 }); // the account menu is in the wide top bar
      // Remember me: Lighthouse and the first-data loads open tabs of their own, and a session kept for one tab only
      // would send them to /login
      await signInThroughUi(page, account.portal, account.email, account.password, { remember: true });
      await page.close();
      await browser.close(); // disconnects; the browser and its signed-in profile stay
    }
    for (const target of targets) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const t0 = Date.now();
        try {
          // a reader who chose a language (issue 44): the `__session` cookie the switch writes, on the document's request
          const extraHeaders = target.lang ? { Cookie: `__session=lang%3D${target.lang}` } : undefined;
          const result = await lighthouse(target.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: Boolean(account), ...(extraHeaders ? { extraHeaders } : {}) });
          const s = summarize(result.lhr);
          // a guarded page that redirected (to /login: the session was lost) measured another page: not a sample of it
          const ended = s.finalUrl ? new URL(s.finalUrl).pathname : null;
          if (ended && ended !== new URL(target.url).pathname) s.runtimeError = `ended on ${ended} instead of ${new URL(target.url).pathname}`;
          samples.push(s.runtimeError ? { runtimeError: s.runtimeError } : s);
          log(`  lighthouse ${target.label} run ${i + 1}/${runs}: perf ${s.performance}, LCP ${Math.round(s.lcp)} ms, CLS ${s.cls?.toFixed(3)}${s.runtimeError ? `, error: ${s.runtimeError}` : ''} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
        } catch (error) {
          log(`  lighthouse ${target.label} run ${i + 1}/${runs} failed: ${error.message}`);
          samples.push({ runtimeError: error.message });
        }
      }
      const med = (k) => median(samples.map((s) => s[k]));
      const firstData = target.firstData ? await timeToFirstData(chrome.port, target, runs) : null;
      results.push({
        label: target.label,
        url: target.url,
        ...(target.lang ? { lang: target.lang } : {}),
        median: Object.fromEntries([...CATEGORIES, ...Object.keys(METRICS)].map((k) => [k, med(k)])),
        // signed-in pages: navigation start → the page's first data on screen (4× CPU, cold HTTP cache), median
        ...(target.firstData ? { firstDataMs: firstData ? median(firstData) : null, firstDataSamples: firstData } : {}),
        lcpElement: samples.find((s) => s.lcpElement)?.lcpElement ?? null,
        // in how many runs the largest contentful paint was the first contentful paint
        lcpWithFcpRuns: samples.filter((s) => s.lcpWithFcp).length,
        // the middle run's long tasks (a per-script breakdown does not take a median)
        longTasks: samples[Math.floor(samples.length / 2)]?.longTasks ?? null,
        // audits below 0.9 in the middle run, to explain a score
        failing: samples[Math.floor(samples.length / 2)]?.failing ?? [],
        errors: samples.map((s) => s.runtimeError).filter(Boolean),
        samples: samples.map((s) => ({ ...s, failing: undefined })),
      });
    }
  } finally {
    await chrome.kill();
    if (profile) rmSync(profile, { recursive: true, force: true });
  }
  return results;
}
