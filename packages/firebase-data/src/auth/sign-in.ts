import {
  browserLocalPersistence, browserSessionPersistence, inMemoryPersistence, setPersistence, signInWithEmailAndPassword,
} from 'firebase/auth';
import type { FirebaseServices } from '../app';
import { firebaseWithAuth } from '../services';
import type { SessionUser } from './subscribe-auth';

/**
 * Sign in. Remember me keeps the session in local storage (survives the browser), otherwise in session
 * storage (this tab only). Where neither exists (Node) the session stays in memory. Errors are rethrown
 * unchanged; pages show loginErrorMessage(error).
 */
export async function signIn(email: string, password: string, opts: { remember?: boolean } = {}, fb: FirebaseServices = firebaseWithAuth()): Promise<SessionUser> {
  const wanted = opts.remember ? browserLocalPersistence : browserSessionPersistence;
  try {
    await setPersistence(fb.auth, wanted);
  } catch {
    await setPersistence(fb.auth, inMemoryPersistence).catch(() => undefined);
  }
  const { user } = await signInWithEmailAndPassword(fb.auth, email.trim(), password);
  return { uid: user.uid, email: user.email, displayName: user.displayName };
}
