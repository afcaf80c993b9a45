// PLACEHOLDER (photo's branch): the signature fixed by the lead's contract for issue 39, so the dashboard's photo field
// codes against it. Storage's branch holds the real use case (Firebase Storage, loaded lazily) and replaces this file.
export type ImageKind = 'dish' | 'kitchen';

export interface UploadImageOptions {
  kind: ImageKind;
  /** already processed by the photo pipeline (@thali/ui/photo) */
  blob: Blob;
  contentType: 'image/webp' | 'image/jpeg';
  /** 0..1 */
  onProgress?: (fraction: number) => void;
  /** abort = cancel the upload */
  signal?: AbortSignal;
}

/** Stores a kitchen's processed photo under its own folder; `ref` is what the database keeps ('storage:kitchens/<uid>/…'). */
export async function uploadImage(_options: UploadImageOptions): Promise<{ ref: string }> {
  throw new Error('Photo uploads are not available yet. Use an image address instead.');
}
