import { ref, update } from 'firebase/database';
import { firebase, type FirebaseServices } from '../app';
import type { UserProfile } from '../model';
import { getUserProfile } from './get-user-profile';

export interface ProfileChanges {
  name?: string;
  phone?: string;
  address?: string;
  cuisine?: string;
}

/**
 * Save profile fields (trimmed). A provider's save also updates the public providers/{uid} projection,
 * in the same atomic multi-path update, field by field: never `rating` or `approved`, which only an admin writes.
 * Returns the saved profile.
 */
export async function updateUserProfile(uid: string, changes: ProfileChanges, fb: FirebaseServices = firebase()): Promise<UserProfile> {
  const current = await getUserProfile(uid, fb);
  const clean: Record<string, string> = {};
  for (const key of ['name', 'phone', 'address', 'cuisine'] as const) {
    const value = changes[key];
    if (typeof value === 'string') clean[key] = value.trim();
  }
  if (clean.name === '') delete clean.name; // a record always keeps a name
  if (current.role !== 'meal_provider') delete clean.cuisine; // cuisine is a kitchen's field; customers have none
  const writes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(clean)) {
    writes[`users/${uid}/${key}`] = value;
    if (current.role === 'meal_provider') writes[`providers/${uid}/${key}`] = value;
  }
  if (current.role === 'meal_provider') writes[`providers/${uid}/name`] = clean.name ?? current.name;
  if (Object.keys(writes).length > 0) await update(ref(fb.db), writes);
  return getUserProfile(uid, fb);
}
