import { isStorageRef, STORAGE_REF_PREFIX } from '@thali/domain/images';
import type * as DataModule from '../index';
import { DataError } from '../errors/data-error';
import { checkImage, newImagePath } from '../images/image-names';
import type { FakeStore } from './fake-store';

type Data = typeof DataModule;

/**
 * The kitchens' pictures over the fake store (table `images`, by reference): the real checks and sentences, progress
 * in two steps, cancel through the signal; `removeReplaced` is what the menu and profile writes do with an old one.
 */
export function fakeImages(store: FakeStore) {
  const removeReplaced = (before: string | undefined, after: string | undefined) => {
    if (!before || before === after || !isStorageRef(before)) return;
    store.write('images', (images) => Object.fromEntries(Object.entries(images ?? {}).filter(([ref]) => ref !== before)));
  };
  const useCases: Pick<Data, 'uploadImage' | 'deleteImage'> = {
    uploadImage: async ({ kind, blob, contentType, onProgress, signal }) => {
      if (signal?.aborted) throw new DataError('cancelled');
      checkImage(blob, contentType);
      const uid = store.get('user')?.uid;
      if (!uid) throw new DataError('not-allowed');
      onProgress?.(0.5);
      await Promise.resolve();
      if (signal?.aborted) throw new DataError('cancelled');
      const ref = `${STORAGE_REF_PREFIX}${newImagePath(uid, kind, contentType)}`;
      store.write('images', (images) => ({ ...images, [ref]: { contentType, size: blob.size } }));
      onProgress?.(1);
      return { ref };
    },
    deleteImage: async (ref) => removeReplaced(ref, undefined),
  };
  return { useCases, removeReplaced };
}
