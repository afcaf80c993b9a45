// Build-time prerendering of public pages (issue 14). Every app's production build renders, in Node, what it owns of
// a public route: a remote each of its public pages (dist/prerender/<page>.html), the shell its layout around each
// public route with an empty slot for the page (dist/prerender/layout.<remote>.<page>.html). The shell's server
// (compose.ts) puts the two together in the document it sends, so the page is painted before any script has
// arrived; the live page then replaces that copy in one commit. A remote redeployed alone brings its new copy with it.
// A remote whose pages declare queries also leaves its server the renderer (dist/server/render.cjs), which renders
// them per request with their data (first-data-server.ts).
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_RENDERER, partText, publicPages } from './copy-files';
import { packageDir } from './package-dir';
import type { Renderer } from './render-entry';

/** An app as packages/contract/node.js describes it (what the build needs of it). */
export interface BuiltApp {
  name: string;
  federation: string;
  remote: boolean;
}

/** The app's server module (app-server.ts): a remote's src/app/server.tsx, the shell's src/server.tsx. */
export const appServerFile = (app: BuiltApp, appDir: string): string => path.join(appDir, app.remote ? 'src/app/server.tsx' : 'src/server.tsx');

/** Does this app prerender anything: a remote with public pages, or a host with a Frame. */
function prerenders(app: BuiltApp, appDir: string): boolean {
  if (app.remote && !publicPages().some((p) => p.remote === app.federation)) return false;
  return fs.existsSync(appServerFile(app, appDir));
}

/**
 * Bundles the app's renderer for Node (render-entry.tsx with the app's server module; its React, router and
 * styled-components stay the app's own, required at run time), runs it and writes each copy under `outDir`.
 * Resolves to the files written.
 */
export async function prerenderApp({ app, appDir, outDir, version }: { app: BuiltApp; appDir: string; outDir: string; version?: string }): Promise<string[]> {
  if (!prerenders(app, appDir)) return [];
  const outfile = path.join(appDir, 'node_modules/.cache/thali-prerender/render.cjs');
  const serverModule = appServerFile(app, appDir);
  // Loaded here, not with this module: webpack.js (which jsdom tests require) loads this module but never builds.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(packageDir(), 'src/server/render-entry.tsx')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    outfile,
    logLevel: 'silent',
    // The app's server module, under the one name the entry imports.
    plugins: [{ name: 'thali-app-server', setup: (build) => build.onResolve({ filter: /^thali:app-server$/ }, () => ({ path: serverModule })) }],
    // With a dynamic import in the graph (the data package's first reads) esbuild initialises modules lazily, and
    // trusting packages' `sideEffects: false` then skips some initialisations (an import read as undefined at run time).
    ignoreAnnotations: true,
    // One copy of each, the app's: the pages and the providers must see the same contexts.
    external: ['react', 'react-dom', 'react-router', 'react-router-dom', 'styled-components', 'firebase', 'firebase/*'],
    define: {
      'process.env.THALI_APP_VERSION': JSON.stringify(version ?? ''),
      'process.env.THALI_REMOTE': JSON.stringify(app.remote ? app.federation : ''),
      // The server's build: the pages' first reads (a query's `first`) are in it; the browser's build leaves them out.
      'process.env.THALI_SERVER': JSON.stringify('1'),
    },
    loader: { '.png': 'empty', '.jpg': 'empty', '.svg': 'empty', '.css': 'empty' },
  });
  delete require.cache[outfile];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the renderer just built, run in this process
  const renderer = require(outfile) as Renderer;
  const written: string[] = [];
  await renderer.prepare();
  for (const { name, html, css } of renderer.render()) {
    const file = path.join(outDir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, partText({ html, css }));
    written.push(name);
  }
  if (renderer.hasDataPages()) {
    // The server's copy of it: React, the router and styled-components resolve from the app's folder at run time.
    const file = path.join(outDir, SERVER_RENDERER);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.copyFileSync(outfile, file);
    written.push(SERVER_RENDERER);
  }
  return written;
}

/** The part of webpack's compiler the plugin uses (this package does not depend on webpack). */
interface Compiler {
  outputPath: string;
  hooks: { afterEmit: { tapPromise(name: string, run: (compilation: { errors: unknown[] }) => Promise<void>): void } };
  webpack: { WebpackError: new (message: string) => unknown };
}

/** Runs prerenderApp after a production build has emitted; a failure fails the build. */
export class PrerenderPlugin {
  private readonly options: { app: BuiltApp; appDir: string; version?: string };

  constructor(options: { app: BuiltApp; appDir: string; version?: string }) {
    this.options = options;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      try {
        await prerenderApp({ ...this.options, outDir: compiler.outputPath });
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError(`Prerendering the public pages failed: ${(error as Error)?.stack ?? error}`));
      }
    });
  }
}
