import { deleteImage, uploadImage } from '@thali/firebase-data';
import { imageSrc } from '@thali/firebase-data';
import { isImageUrl } from '@thali/firebase-data/logic';
import { PhotoField, type PhotoFieldProps } from '@thali/ui/photo';
import { useT } from '../messages';

export interface KitchenPictureFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** true while a photo is being prepared or uploaded: the profile must not be saved meanwhile */
  onBusyChange?: (busy: boolean) => void;
}

const uploadKitchenPicture: PhotoFieldProps['upload'] = async (blob, contentType, { onProgress, signal }) =>
  (await uploadImage({ kind: 'kitchen', blob, contentType, onProgress, signal })).ref;

/** A picture uploaded and replaced before the profile was saved: nothing refers to it. A failed delete leaves a file. */
const discardKitchenPicture = (ref: string) => {
  deleteImage(ref).catch((error: unknown) => console.warn('An unused kitchen picture could not be deleted.', error));
};

/** What the preview may load: an address the rules accept (a stored picture, an https URL or a site path). */
const previewSource = (raw: string) => (raw.trim() && isImageUrl(raw.trim()) ? imageSrc(raw.trim()) : null);

/**
 * The kitchen picture: taken with the camera or chosen from the gallery, prepared on the device and uploaded to the
 * kitchen's folder (PhotoField), or given as an image address. Optional: without one the listing shows a placeholder.
 */
export function KitchenPictureField({ label, value, onChange, error, onBusyChange }: KitchenPictureFieldProps) {
  const t = useT();
  return (
    <PhotoField label={label} previewAlt={t('profile.picturePreview')} name="image" value={value} onChange={onChange}
      upload={uploadKitchenPicture} discard={discardKitchenPicture} onBusyChange={onBusyChange} previewSrc={previewSource} error={error} />
  );
}
