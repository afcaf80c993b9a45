import { signOut as firebaseSignOut } from 'firebase/auth';
import { firebase } from '../app';

export async function signOut(): Promise<void> {
  await firebaseSignOut(firebase().auth);
}
