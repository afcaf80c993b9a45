import { validateMenuItem, MENU_ITEM_MESSAGES } from '@thali/firebase-data';

/** A path on this site such as /images/kheer.svg (the demo images live there). */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)\S*$/.test(value);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** What the preview may load: an http(s) URL or a site path; null for anything that does not parse. */
export function previewSource(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  return isSitePath(value) || isHttpUrl(value) ? value : null;
}

const SAMPLE = { name: 'x', description: 'x', price: 1, category: 'main-course' } as const;

/** Whether the data package takes this image URL as it is. */
export function dataAcceptsImageUrl(value: string): boolean {
  return !validateMenuItem({ ...SAMPLE, imageUrl: value }).imageUrl;
}

/**
 * Site paths are valid image URLs (the database rules accept them). Should the data package's validator
 * reject one, it is sent as an absolute URL on this origin instead, which points at the same file.
 */
export function imageUrlForStorage(raw: string): string {
  const value = raw.trim();
  if (dataAcceptsImageUrl(value) || !isSitePath(value)) return value;
  return new URL(value, window.location.origin).href;
}

export const isInvalidUrlMessage = (message: string | undefined) => message === MENU_ITEM_MESSAGES.imageUrlInvalid;
