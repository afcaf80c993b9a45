import { signOut as firebaseSignOut } from 'firebase/auth';
import { firebase, type FirebaseServices } from '../app';

export async function signOut(fb: FirebaseServices = firebase()): Promise<void> {
  await firebaseSignOut(fb.auth);
}
