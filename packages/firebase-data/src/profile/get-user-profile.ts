import { get, ref } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import { type Role, type UserProfile } from '../model';
import { parseRecord, providerRecordSchema, userRecordSchema } from '../schemas';
import type { z } from 'zod/mini';
import { sayer } from '../texts/say';
import { COMMON_TEXTS } from '../texts/common-texts';

const { text: dataText } = sayer(COMMON_TEXTS);
export function toUserProfile(uid: string, record: z.output<typeof userRecordSchema>): UserProfile {
  const role: Role = record.role === 'user' || record.role === 'meal_provider' ? record.role : '';
  const createdAt = typeof record.createdAt === 'number' ? new Date(record.createdAt).toISOString() : record.createdAt ?? '';
  const profile: UserProfile = { uid, name: record.name, email: record.email, role, createdAt };
  for (const key of ['phone', 'address', 'cuisine', 'image'] as const) {
    if (record[key] !== undefined) profile[key] = record[key];
  }
  // issue 40: the structured place, when the profile has one (older profiles: `address` only)
  if (record.place) profile.place = record.place;
  return profile;
}

/** A kitchen's new name waiting for approval (providers/{uid}/nameRequest, issue 36); undefined when there is none. */
export async function readNameRequest(uid: string, fb: DataServices): Promise<string | undefined> {
  const path = `providers/${uid}/nameRequest`;
  const snap = await get(ref(fb.db, path));
  if (!snap.exists()) return undefined;
  const shape = providerRecordSchema.shape.nameRequest;
  return parseRecord(shape, path, snap.val())?.name;
}

/**
 * users/{uid}, and for a kitchen the name it asked for (nameRequest); throws 'Profile not found' when there is no
 * (valid) record.
 */
export async function getUserProfile(uid: string, fb: DataServices = firebase()): Promise<UserProfile> {
  const snap = await get(ref(fb.db, `users/${uid}`));
  const record = snap.exists() ? parseRecord(userRecordSchema, `users/${uid}`, snap.val()) : undefined;
  if (!record) throw new Error(dataText('profile.notFound'));
  const profile = toUserProfile(uid, record);
  if (profile.role === 'meal_provider') {
    const requested = await readNameRequest(uid, fb);
    if (requested) profile.nameRequest = requested;
  }
  return profile;
}
