import fs from 'node:fs';
import path from 'node:path';

/**
 * This package's folder (the renderer's entry and the inline scripts are its sources), found from here whether this
 * runs as source (tests) or from server.cjs's bundle in node_modules/.cache.
 */
export function packageDir(): string {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).name === '@thali/render') return dir;
  }
  throw new Error(`@thali/render's package.json is not above ${__dirname}`);
}
