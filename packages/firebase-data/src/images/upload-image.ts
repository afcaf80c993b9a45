import { STORAGE_REF_PREFIX } from '@thali/domain/images';
import { firebaseWithAuth } from '../services';
import type { FirebaseServices } from '../app';
import { DataError } from '../errors/data-error';
import { checkImage, newImagePath } from './image-names';
import { storageOf, toDataError } from './image-storage';
import type { UploadImageOptions } from './image-types';

/**
 * Store a processed picture of the signed-in kitchen in Firebase Storage, under its own folder
 * (`kitchens/<uid>/<dishes|kitchen>/<random id>.<webp|jpg>`), and answer the storage reference the database keeps in
 * `imageUrl` / `image` (`storage:kitchens/…`; imageSrc turns it into an address). Reports progress (0..1); aborting
 * `signal` cancels the upload. A refusal is a DataError with its sentence: not an image, larger than 2 MB, no
 * connection, not allowed (signed out, or not a kitchen), cancelled. The file is cacheable for good: a replaced picture
 * gets a new name.
 */
export async function uploadImage(options: UploadImageOptions, fb: FirebaseServices = firebaseWithAuth()): Promise<{ ref: string }> {
  const { kind, blob, contentType, onProgress, signal } = options;
  if (signal?.aborted) throw new DataError('cancelled');
  checkImage(blob, contentType);
  await fb.auth.authStateReady();
  const uid = fb.auth.currentUser?.uid;
  if (!uid) throw new DataError('not-allowed');
  const path = newImagePath(uid, kind, contentType);
  try {
    const { sdk, storage } = await storageOf(fb);
    if (signal?.aborted) throw new DataError('cancelled');
    const task = sdk.uploadBytesResumable(sdk.ref(storage, path), blob, { contentType, cacheControl: 'public, max-age=31536000, immutable' });
    const cancel = () => task.cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      await new Promise<void>((resolve, reject) => {
        task.on('state_changed', (snap) => onProgress?.(snap.totalBytes > 0 ? snap.bytesTransferred / snap.totalBytes : 0), reject, () => resolve());
      });
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
    onProgress?.(1);
    return { ref: `${STORAGE_REF_PREFIX}${path}` };
  } catch (error) {
    throw toDataError(error);
  }
}
