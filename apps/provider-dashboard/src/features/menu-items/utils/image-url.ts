import { isImageUrl } from '@thali/firebase-data/logic';
import { imageSrc } from '@thali/firebase-data';

/** What the preview says, and the image field then, when the URL does not parse or its image does not load. */
export { INVALID_IMAGE } from '@thali/ui/image-preview';

/**
 * What the preview may load: what the form would accept (a stored photo, an https URL or a site path) as an <img> loads
 * it; null otherwise.
 */
export function previewSource(raw: string): string | null {
  const value = raw.trim();
  return value && isImageUrl(value) ? imageSrc(value) : null;
}
