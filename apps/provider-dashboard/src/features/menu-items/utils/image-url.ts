import { isImageUrl } from '@thali/firebase-data/logic';

/** What the preview says, and the image field then, when the URL does not parse or its image does not load. */
export { INVALID_IMAGE } from '@thali/ui/image-preview';

/** What the preview may load: what the form would accept (an https URL or a site path); null otherwise. */
export function previewSource(raw: string): string | null {
  const value = raw.trim();
  return value && isImageUrl(value) ? value : null;
}
