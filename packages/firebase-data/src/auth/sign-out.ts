import { signOut as firebaseSignOut } from 'firebase/auth';
import type { FirebaseServices } from '../app';
import { firebaseWithAuth } from '../services';

export async function signOut(fb: FirebaseServices = firebaseWithAuth()): Promise<void> {
  await firebaseSignOut(fb.auth);
}
