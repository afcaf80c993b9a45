// The storefront's renderer as Firebase Hosting's rewrite of /render/** calls it (index.ts wraps this in a Cloud
// Function): a page that declares queries (a kitchen's menu) rendered with its data for the shell's composer, as
// serve.js answers /render/ under `pnpm start` (@thali/render's first-data-server.ts). No renderer, no data, no such
// kitchen or a failed read: the page's static copy, which the composer would otherwise fetch itself.
//
// Pure request → answer, so the tests run it without the Functions runtime.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createFirstDataPages, pageFile, RENDER_DIR } from '@thali/render/server';

export interface HostedRequest {
  method: string;
  /** The path and query. */
  url: string;
}

export interface HostedAnswer {
  status: number;
  headers: Record<string, string>;
  /** Empty for HEAD. */
  body: string;
}

export interface RenderHandlerOptions {
  /** The build's files the function carries (functions/site: server/render.cjs, prerender/). */
  site: string;
  /** THALI_FIREBASE_CONFIG: the database it reads (absent: the local backend's defaults). */
  env?: Record<string, string | undefined>;
  log?: (message: string) => void;
}

const RENDERED = new RegExp(`^/${RENDER_DIR}/([a-z][a-z0-9-]*)\\.html$`);

// Rendered per request from data that changes: no cache may keep it (the composer asks again for each document).
const HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' };

export function createRenderHandler({ site, env = process.env, log = (message) => console.error(message) }: RenderHandlerOptions) {
  let config: object | undefined;
  try {
    config = env.THALI_FIREBASE_CONFIG?.trim() ? JSON.parse(env.THALI_FIREBASE_CONFIG) : undefined;
  } catch {
    log('THALI_FIREBASE_CONFIG is not JSON: the local backend\'s defaults are used.');
  }
  const render = createFirstDataPages({ dir: site, config });

  return async function handle(request: HostedRequest): Promise<HostedAnswer> {
    const head = request.method === 'HEAD';
    if (request.method !== 'GET' && !head) {
      return { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Method not allowed' };
    }
    const page = RENDERED.exec(request.url.split('?')[0] ?? '')?.[1];
    if (!page) return { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: head ? '' : 'Not found' };
    let html: string | null = null;
    try {
      html = await render(request.url);
    } catch (error) {
      log(`Rendering /${RENDER_DIR}/${page}.html with its data failed; the static copy is sent: ${(error as Error)?.message ?? error}`);
    }
    html ??= await readFile(path.join(site, pageFile(page)), 'utf8').catch(() => null);
    if (html === null) return { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: head ? '' : 'Not found' };
    return { status: 200, headers: HEADERS, body: head ? '' : html };
  };
}
