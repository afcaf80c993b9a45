import type { FirebaseApp } from 'firebase/app';
import type { FirebaseStorage } from 'firebase/storage';
import type { DataServices } from '../app';
import { DataError } from '../errors/data-error';
import { storageBucketOf } from './image-src';

type StorageSdk = typeof import('firebase/storage');

/**
 * The Storage SDK, fetched on first use: only a kitchen adding or removing a picture needs it, so it is a chunk of its
 * own that no public page (nor the data layer's first load) downloads.
 */
export const loadStorageSdk = (): Promise<StorageSdk> => import(/* webpackChunkName: "firebase-storage" */ 'firebase/storage');

const connected = new WeakMap<FirebaseApp, FirebaseStorage>();

/**
 * The app's Storage of the config's bucket, connected to the local emulator when the config names the emulators (once
 * per app). Requests carry the app's Auth token (the SDK finds the app's Auth itself).
 */
export async function storageOf(fb: DataServices): Promise<{ sdk: StorageSdk; storage: FirebaseStorage }> {
  const sdk = await loadStorageSdk();
  let storage = connected.get(fb.app);
  if (!storage) {
    storage = sdk.getStorage(fb.app, `gs://${storageBucketOf(fb.config)}`);
    const port = fb.config.emulators?.storagePort;
    if (fb.config.emulators && port) sdk.connectStorageEmulator(storage, fb.config.emulators.host, port);
    connected.set(fb.app, storage);
  }
  return { sdk, storage };
}

/** The Storage SDK's error as a DataError (its code names the cause: storage/unauthorized, storage/canceled, …). */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  const code = (error as { code?: string })?.code ?? '';
  const cause = { cause: error };
  if (code === 'storage/canceled') return new DataError('cancelled', cause);
  if (code === 'storage/unauthorized' || code === 'storage/unauthenticated') return new DataError('not-allowed', cause);
  if (code === 'storage/retry-limit-exceeded' || (typeof navigator !== 'undefined' && navigator.onLine === false)) return new DataError('network', cause);
  if (/413/.test(String((error as { customData?: { serverResponse?: string } })?.customData?.serverResponse ?? ''))) return new DataError('too-large', cause);
  return new DataError('failed', cause);
}
