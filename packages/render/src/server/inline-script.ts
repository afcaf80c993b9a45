// A script inlined into index.html, written as checked TypeScript and bundled, minified, for the browser by esbuild
// (webpack.js puts the result in the page): the head's theme script (session/theme-script.ts).
import path from 'node:path';
import { packageDir } from './package-dir';

/** The minified IIFE of one of this package's browser sources (a path under src/). */
export function inlineScript(source: string): string {
  // Loaded here, not with this module: esbuild refuses to load in a jsdom test that requires webpack.js.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the synchronous API, for webpack's config
  const { buildSync } = require('esbuild') as typeof import('esbuild');
  const { outputFiles } = buildSync({
    entryPoints: [path.join(packageDir(), 'src', source)],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2019',
    legalComments: 'none',
  });
  return outputFiles.map((file) => file.text).join('').trim();
}
