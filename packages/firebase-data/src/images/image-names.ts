import { STORAGE_CONTENT_TYPES, STORAGE_KINDS, STORAGE_MAX_BYTES } from '@thali/domain/images';
import { DataError } from '../errors/data-error';
import type { ImageKind } from './image-types';

// What the use cases and the fake share, without the SDK: a new file's name and the checks made before sending.
const FOLDER: Record<ImageKind, (typeof STORAGE_KINDS)[number]> = { dish: 'dishes', kitchen: 'kitchen' };
const EXTENSION: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** A new file's name in the kitchen's folder: a random id of 128 bits (URL-safe), never reused. */
export function newImagePath(uid: string, kind: ImageKind, contentType: string): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const id = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `kitchens/${uid}/${FOLDER[kind]}/${id}.${EXTENSION[contentType]}`;
}

/** What the Storage policy would refuse, told before anything is sent. */
export function checkImage(blob: Blob, contentType: string): void {
  if (!(STORAGE_CONTENT_TYPES as readonly string[]).includes(contentType) || !EXTENSION[contentType]) throw new DataError('not-an-image');
  if (blob.size > STORAGE_MAX_BYTES) throw new DataError('too-large');
  if (blob.size === 0) throw new DataError('not-an-image');
}
