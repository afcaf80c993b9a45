import { isSitePath } from '@thali/firebase-data';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** What the preview may load: an http(s) URL or a site path (/images/…); null for anything that does not parse. */
export function previewSource(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  return isSitePath(value) || isHttpUrl(value) ? value : null;
}
