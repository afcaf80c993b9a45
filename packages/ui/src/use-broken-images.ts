import { useCallback, useState } from 'react';

/**
 * The image addresses whose preview failed to load in one form, and what the preview (ImagePreview's onFailed) calls
 * when one fails: a form refuses such an address with INVALID_IMAGE.
 */
export function useBrokenImages() {
  const [brokenImages, setBrokenImages] = useState<ReadonlySet<string>>(() => new Set());
  const imageFailed = useCallback((src: string) => setBrokenImages((known) => (known.has(src) ? known : new Set(known).add(src))), []);
  return { brokenImages, imageFailed };
}
