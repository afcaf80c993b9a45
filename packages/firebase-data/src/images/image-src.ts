// What a page puts in <img src> for a stored picture (the storefront's cards, the menu, the dashboard, the server's
// render): exported by the shared entry, without any SDK.
import { storagePathOf } from '@thali/domain/images';
import { resolveConfig, type FirebaseRuntimeConfig } from '../config';

/** The Storage bucket of a config: its own, else the default bucket of a project made since late 2024. */
export const storageBucketOf = (config: FirebaseRuntimeConfig): string => config.storageBucket ?? `${config.projectId}.firebasestorage.app`;

let memo: { supplied: unknown; base: string } | null = null;

/**
 * `<origin>/v0/b/<bucket>/o/` of the page's config: /firebase-config.js's `window.__THALI_FIREBASE__` in a browser, the
 * same settings set on `globalThis` by a server rendering a page (packages/render first-data-server.ts), else the
 * THALI_* variables and the local defaults.
 */
function mediaBase(): string {
  const supplied = (globalThis as { __THALI_FIREBASE__?: Partial<FirebaseRuntimeConfig> }).__THALI_FIREBASE__;
  if (memo && memo.supplied === supplied) return memo.base;
  const config = resolveConfig(supplied);
  const origin = config.emulators ? `http://${config.emulators.host}:${config.emulators.storagePort ?? 9199}` : 'https://firebasestorage.googleapis.com';
  memo = { supplied, base: `${origin}/v0/b/${encodeURIComponent(storageBucketOf(config))}/o/` };
  return memo.base;
}

/**
 * The address of any stored picture value: a kitchen's upload (`storage:kitchens/…`) becomes its bucket's public media
 * URL (hosted `https://firebasestorage.googleapis.com/v0/b/<bucket>/o/<encoded path>?alt=media`, locally the Storage
 * emulator's); a site path (`/images/x.svg`), an https address or '' passes through unchanged.
 */
export function imageSrc(value: string): string {
  const path = storagePathOf(value);
  return path ? `${mediaBase()}${encodeURIComponent(path)}?alt=media` : value;
}
