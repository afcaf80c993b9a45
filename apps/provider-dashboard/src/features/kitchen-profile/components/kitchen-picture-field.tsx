import { ImagePreview, useDebouncedValue } from '@thali/ui';
import { Input } from '@thali/ui/form';
import { isImageUrl } from '@thali/firebase-data/logic';

/** What the picture field is given: PhotoField's props (`@thali/ui/photo`, issue 39). */
export interface KitchenPictureFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** PhotoField's upload (uploadImage({ kind: 'kitchen' })); unused by this address-only stand-in */
  upload?: (blob: Blob, contentType: 'image/webp' | 'image/jpeg', options: { onProgress?: (f: number) => void; signal?: AbortSignal }) => Promise<string>;
}

/**
 * The kitchen picture as an image address, with its preview. Stands in for `PhotoField` from `@thali/ui/photo`
 * (camera or gallery, then upload) behind the same props, until the photo pipeline is merged: then this renders
 * `<PhotoField {...props} />` with `upload` calling `uploadImage({ kind: 'kitchen', … })`.
 */
export function KitchenPictureField({ label, value, onChange, error }: KitchenPictureFieldProps) {
  const preview = useDebouncedValue(value, 300);
  const src = preview.trim() && isImageUrl(preview.trim()) ? preview.trim() : null;
  return (
    <>
      <Input label={label} inputMode="url" autoComplete="off" spellCheck={false} placeholder="/images/kitchen.svg or https://…"
        hint="Optional. An https:// address or a site path; shown on your listing" name="image" value={value} error={error}
        onChange={(e) => onChange(e.target.value)} />
      <ImagePreview url={preview} src={src} alt="Preview of your kitchen picture" emptyText="No picture: your listing shows a placeholder" />
    </>
  );
}
