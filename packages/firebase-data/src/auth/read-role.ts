import { child, get, ref } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { Role } from '../model';

export type { Role } from '../model';

/** The role stored on the user's record; '' when there is no record or no valid role. */
export async function readRole(uid: string, fb: DataServices = firebase()): Promise<Role> {
  const snap = await get(child(ref(fb.db), `users/${uid}/role`));
  const value: unknown = snap.val();
  return value === 'user' || value === 'meal_provider' ? value : '';
}

/** Whether the user is Thali's staff (issue 41): `admins/{uid}` is true (each user may read only its own). */
export async function readStaff(uid: string, fb: DataServices = firebase()): Promise<boolean> {
  return (await get(child(ref(fb.db), `admins/${uid}`))).val() === true;
}
