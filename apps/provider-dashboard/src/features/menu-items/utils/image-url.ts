import { isImageUrl } from '@thali/firebase-data/logic';
import { imageSrc } from '@thali/firebase-data/image-src';

/** What the preview says, and the image field then, when the URL does not parse or its image does not load. */
export { INVALID_IMAGE } from '@thali/ui';

/** What the preview may load: what the form would accept (an https URL, a site path, an uploaded photo's address); null otherwise. */
export function previewSource(raw: string): string | null {
  const value = raw.trim();
  return value && isImageUrl(value) ? imageSrc(value) : null;
}
