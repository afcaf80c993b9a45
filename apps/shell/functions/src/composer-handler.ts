// The shell's composer as Firebase Hosting's rewrite calls it (index.ts wraps this in a Cloud Function): every document
// of the shell's site comes from here, since the site holds no index.html. A public route is composed as serve.js
// composes it under `pnpm start` (@thali/render's compose.ts); any other route, and anything that goes wrong, gets the
// plain index.html, never an error page: the browser renders it as before composing existed.
//
// Pure request → answer, so the tests run it without the Functions runtime.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createComposer, createIndexDocument, SESSION_COOKIE } from '@thali/render/server';

export interface HostedRequest {
  method: string;
  /** The path and query. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface HostedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  /** Empty for HEAD. */
  body: string;
}

export interface ComposerHandlerOptions {
  /** The build's files the function carries (functions/site: index.html, prerender/, remotes.json, firebase-config.js). */
  site: string;
  /** THALI_FIREBASE_CONFIG, THALI_REMOTES_URL (README, "Hosted: the composer and the renderer"). */
  env?: Record<string, string | undefined>;
  fetch?: typeof fetch;
  /** How long remotes.json is waited for before the bundled copy is used. */
  remotesTimeoutMs?: number;
  log?: (message: string) => void;
}

const REMOTES_PATH = '/remotes.json';
/** remotes.json is small and on the same CDN: longer than this and the bundled copy serves this request. */
const REMOTES_TIMEOUT_MS = 500;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/**
 * Only the reader's `__session` cookie: production Hosting forwards no other to a function, and the emulator forwards
 * them all, so the preview must not read what a deployed composer never sees.
 */
export function sessionOnly(cookie: string | undefined): string | undefined {
  const kept = (cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  return kept.length ? kept.join('; ') : undefined;
}

function firebaseConfigOf(env: Record<string, string | undefined>, log: (message: string) => void): object | undefined {
  const text = env.THALI_FIREBASE_CONFIG?.trim();
  if (!text) return undefined;
  try {
    const config = JSON.parse(text);
    if (config && typeof config === 'object') return config;
  } catch {
    // reported below
  }
  log('THALI_FIREBASE_CONFIG is not a JSON object: the bundled firebase-config.js is used.');
  return undefined;
}

/**
 * remotes.json where the shell's site serves it (a remote redeployed alone is seen on the next request: revalidated by
 * ETag), else the copy the function was deployed with.
 */
function createRemotesSource({ site, fetchImpl, timeoutMs }: { site: string; fetchImpl: typeof fetch; timeoutMs: number }) {
  const kept = new Map<string, { etag: string; config: unknown }>();
  let bundled: Promise<unknown> | null = null;
  const bundledCopy = () =>
    (bundled ??= readFile(path.join(site, 'remotes.json'), 'utf8').then(
      (text) => JSON.parse(text) as unknown,
      () => null,
    ));
  return async function remotes(url: string | null): Promise<unknown> {
    if (!url) return bundledCopy();
    const cached = kept.get(url);
    try {
      const response = await fetchImpl(url, { headers: cached ? { 'If-None-Match': cached.etag } : {}, signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 304 && cached) return cached.config;
      if (!response.ok) return bundledCopy();
      const config = (await response.json()) as unknown;
      const etag = response.headers.get('etag');
      if (etag) kept.set(url, { etag, config });
      return config;
    } catch {
      return cached?.config ?? bundledCopy();
    }
  };
}

export function createComposerHandler({
  site,
  env = process.env,
  fetch: fetchImpl = fetch,
  remotesTimeoutMs = REMOTES_TIMEOUT_MS,
  log = (message) => console.error(message),
}: ComposerHandlerOptions) {
  const firebaseConfig = firebaseConfigOf(env, log);
  const compose = createComposer({ dir: site, firebaseConfig, fetch: fetchImpl });
  const remotes = createRemotesSource({ site, fetchImpl, timeoutMs: remotesTimeoutMs });
  const remotesUrl = env.THALI_REMOTES_URL?.trim() || null;
  // Every other document: index.html with its security headers (its policy names the remotes of the same remotes.json).
  const indexDocument = createIndexDocument({ dir: site, firebaseConfig });

  async function plainIndex(head: boolean, remotesConfig: unknown): Promise<HostedAnswer> {
    const document = await indexDocument({ remotes: remotesConfig ?? undefined }).catch(() => null);
    if (document === null) {
      return { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, body: head ? '' : 'Thali is being deployed. Try again in a minute.' };
    }
    // the same for every reader (index.html reads the theme in a script): Hosting's CDN may keep it, revalidated
    return { status: 200, headers: document.headers, body: head ? '' : document.html };
  }

  return async function handle(request: HostedRequest): Promise<HostedAnswer> {
    const head = request.method === 'HEAD';
    if (request.method !== 'GET' && !head) {
      return { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Method not allowed' };
    }
    if (request.url.split('?')[0] === REMOTES_PATH) {
      // The site has no remotes.json, so Hosting rewrote its request here: answering it with a document would have
      // this function read it from itself, request after request.
      return { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }, body: head ? '' : 'Not found' };
    }
    const proto = first(request.headers['x-forwarded-proto']) ?? 'http';
    const host = first(request.headers['x-forwarded-host']) ?? first(request.headers.host);
    const remotesConfig = await remotes(remotesUrl ?? (host ? `${proto}://${host}${REMOTES_PATH}` : null));
    try {
      const composed = await compose(request.url, {
        cookie: sessionOnly([request.headers.cookie ?? []].flat().join('; ')),
        secure: proto === 'https',
        acceptLanguage: [request.headers['accept-language'] ?? []].flat().join(','),
        remotes: remotesConfig ?? undefined,
      });
      if (composed) return { status: 200, headers: composed.headers, body: head ? '' : composed.html };
    } catch (error) {
      log(`Composing ${request.url.split('?')[0]} failed; the plain index.html is sent: ${(error as Error)?.message ?? error}`);
    }
    return plainIndex(head, remotesConfig);
  };
}
