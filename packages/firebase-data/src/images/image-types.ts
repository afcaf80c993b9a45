/** Which folder a kitchen's picture goes in: a dish's photo, or the kitchen's own picture. */
export type ImageKind = 'dish' | 'kitchen';

export interface UploadImageOptions {
  kind: ImageKind;
  /** The picture, already processed by the photo pipeline (@thali/ui/photo: upright, no metadata, resized). */
  blob: Blob;
  contentType: 'image/webp' | 'image/jpeg';
  /** The share uploaded so far, 0..1. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload: it rejects with a DataError of code 'cancelled'. */
  signal?: AbortSignal;
}
