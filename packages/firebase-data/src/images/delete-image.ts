import { storagePathOf } from '@thali/domain/images';
import { firebase, type DataServices } from '../app';
import { storageOf, toDataError } from './image-storage';

/**
 * Remove a kitchen's stored picture. Anything that is not a storage reference (a demo picture's site path, an https
 * address, '') is left alone, and a file already gone is not an error. Other failures are DataErrors.
 */
export async function deleteImage(ref: string, fb: DataServices = firebase()): Promise<void> {
  const path = storagePathOf(ref);
  if (!path) return;
  const { sdk, storage } = await storageOf(fb);
  try {
    await sdk.deleteObject(sdk.ref(storage, path));
  } catch (error) {
    if ((error as { code?: string })?.code === 'storage/object-not-found') return;
    throw toDataError(error);
  }
}

/**
 * After a record's picture was replaced or removed (the database write succeeded): remove the old file. A failed
 * removal is logged and never fails the change the kitchen made (the file is then only left over).
 */
export async function removeReplacedImage(before: string | undefined, after: string | undefined, fb: DataServices): Promise<void> {
  if (!before || before === after || !storagePathOf(before)) return;
  await deleteImage(before, fb).catch((error: unknown) => {
    console.warn(`Could not remove the replaced picture ${before}:`, error);
  });
}
