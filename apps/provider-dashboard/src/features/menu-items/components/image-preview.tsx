import { ImagePreview as SharedImagePreview } from '@thali/ui/image-preview';
import { previewSource } from '../utils/image-url';

/**
 * What customers will see for this image URL (@thali/ui's ImagePreview); a URL that does not parse or load says so,
 * and `onFailed` hears of an image that did not load (the form then refuses that URL: the item would show a blank
 * thumbnail).
 */
export function ImagePreview({ url, onFailed }: { url: string; onFailed?: (src: string) => void }) {
  return <SharedImagePreview url={url} src={previewSource(url)} alt="Preview of the menu item image" emptyText="Please enter an image URL" onFailed={onFailed} />;
}
