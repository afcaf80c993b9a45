import { child, get, ref } from 'firebase/database';
import { firebase } from '../app';

export type Role = 'user' | 'meal_provider' | '';

/** The role stored on the user's record; '' when there is no record or no valid role. */
export async function readRole(uid: string): Promise<Role> {
  const snap = await get(child(ref(firebase().db), `users/${uid}/role`));
  const value: unknown = snap.val();
  return value === 'user' || value === 'meal_provider' ? value : '';
}
