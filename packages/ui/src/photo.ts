// The photo pipeline and the field that uploads a kitchen's photos: its own entry, '@thali/ui/photo', bundled only by
// the dashboard pages that take photos, so no public page's first load carries it.
export {
  processPhoto, PhotoError, PHOTO_MAX_SIDE, PHOTO_MAX_BYTES, PHOTO_MESSAGES,
  type ProcessPhotoOptions, type ProcessedPhoto, type PhotoContentType, type PhotoErrorCode,
} from './photo/process-photo';
export { PhotoField, PHOTO_FIELD_TEXTS, type PhotoFieldProps, type PhotoUploadOptions } from './photo/photo-field';
