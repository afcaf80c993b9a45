// What a page puts in <img src> for a stored picture (the storefront's cards, the menu, the dashboard, the server's
// render): exported by the shared entry, without any SDK, so it is in every page's first load; kept to a few lines.
import { resolveConfig, type FirebaseRuntimeConfig } from '../config';

/**
 * The prefix of a storage reference: @thali/domain/images' STORAGE_REF_PREFIX (a test holds them equal). Not imported:
 * that CommonJS module would come whole into every first load. The shape of a reference is the database rules' to
 * check when it is written; here any `storage:` value is an object name in the bucket, encoded as one path segment.
 */
export const STORAGE_PREFIX = 'storage:';

/** The Storage bucket of a config: its own, else the default bucket of a project made since late 2024. */
export const storageBucketOf = (config: FirebaseRuntimeConfig): string => config.storageBucket ?? `${config.projectId}.firebasestorage.app`;

/**
 * The address of any stored picture value: a kitchen's upload (`storage:kitchens/…`) becomes its bucket's public media
 * URL (hosted `https://firebasestorage.googleapis.com/v0/b/<bucket>/o/<encoded path>?alt=media`, locally the Storage
 * emulator's), from the page's config (/firebase-config.js's `window.__THALI_FIREBASE__`, or the same settings set on
 * `globalThis` by a server rendering a page: packages/render first-data-server.ts); a site path (`/images/x.svg`), an
 * https address or '' passes through unchanged.
 */
export function imageSrc(value: string): string {
  if (!value.startsWith(STORAGE_PREFIX)) return value;
  const config = resolveConfig((globalThis as { __THALI_FIREBASE__?: Partial<FirebaseRuntimeConfig> }).__THALI_FIREBASE__);
  const origin = config.emulators ? `http://${config.emulators.host}:${config.emulators.storagePort ?? 9199}` : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${encodeURIComponent(storageBucketOf(config))}/o/${encodeURIComponent(value.slice(STORAGE_PREFIX.length))}?alt=media`;
}
