// A script inlined into index.html, written as checked TypeScript and bundled, minified, for the browser by esbuild
// (webpack.js puts the result in the page): the head's theme script (session/theme-script.ts).
import path from 'node:path';
import { buildSync } from 'esbuild';
import { packageDir } from './package-dir';

/** The minified IIFE of one of this package's browser sources (a path under src/). */
export function inlineScript(source: string): string {
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
