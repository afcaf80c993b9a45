// Incremental production builds: an app is rebuilt only when something it is built from
// changed (its own files, the shared packages, the lockfile or the build tooling).
const { createHash } = require('node:crypto');
const { existsSync, readFileSync, readdirSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const repoRoot = path.resolve(__dirname, '../..');
// the shared packages' package.json too: their version is what federation shares them by (strictVersion), so a
// bumped version must rebuild every app, or the shell and a remote disagree and the remote's section fails
const SHARED_INPUTS = ['packages/contract', 'packages/domain', 'packages/ui/src', 'packages/ui/package.json', 'packages/auth-cart/src', 'packages/render/src', 'packages/render/package.json', 'packages/render/server.cjs',
  'packages/auth-cart/package.json', 'packages/firebase-data/src', 'packages/firebase-data/package.json', 'packages/tooling', 'packages/local-firebase/demo/images', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const SKIP = new Set(['node_modules', 'dist', 'dist-maps', '__tests__', '.cache']);

/**
 * An app's function's build output (packages/tooling/build-functions.js) and the preview's settings for it
 * (scripts/lib/hosted.js): written by the build or the preview, not built from.
 */
const FUNCTION_OUTPUT = /[\\/]functions[\\/](lib|site|\.env\.local)$/;

function hashInto(hash, target) {
  if (!existsSync(target) || FUNCTION_OUTPUT.test(target)) return;
  const stat = statSync(target);
  if (stat.isDirectory()) {
    for (const name of readdirSync(target).sort()) if (!SKIP.has(name)) hashInto(hash, path.join(target, name));
    return;
  }
  hash.update(path.relative(repoRoot, target));
  hash.update(readFileSync(target));
}

function inputHash(appDir) {
  const hash = createHash('sha256');
  for (const input of [appDir, ...SHARED_INPUTS]) hashInto(hash, path.join(repoRoot, input));
  hash.update(process.env.THALI_BUILD_LABEL ?? '');
  return hash.digest('hex');
}

/** Builds the apps whose inputs changed since their last build; returns false if a build failed. */
function buildApps(appDirs, { log = console.log } = {}) {
  const stale = appDirs.filter((dir) => {
    const stamp = path.join(repoRoot, dir, 'dist', '.build-hash');
    // an app with a function whose bundle is missing (a build from before it had one) is built again too
    const functionMissing = existsSync(path.join(repoRoot, dir, 'functions/package.json')) && !existsSync(path.join(repoRoot, dir, 'functions/lib/index.js'));
    return functionMissing || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== inputHash(dir);
  });
  if (stale.length === 0) {
    log('Every app is up to date: nothing to build.');
    return true;
  }
  log(`Building ${stale.map((d) => path.basename(d)).join(', ')} (production)…`);
  const filters = stale.flatMap((dir) => ['--filter', `./${dir}`]);
  const result = spawnSync('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) return false;
  for (const dir of stale) writeFileSync(path.join(repoRoot, dir, 'dist', '.build-hash'), inputHash(dir));
  return true;
}

module.exports = { buildApps, inputHash };
