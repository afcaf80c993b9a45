import { verifyPasswordResetCode } from 'firebase/auth';
import type { FirebaseServices } from '../app';
import { firebaseWithAuth } from '../services';

/**
 * Checks the code of a reset link (`oobCode`) without using it up; resolves with the e-mail of its account.
 * An expired, used or malformed code rejects ('auth/expired-action-code', 'auth/invalid-action-code').
 */
export async function verifyResetCode(code: string, fb: FirebaseServices = firebaseWithAuth()): Promise<string> {
  return verifyPasswordResetCode(fb.auth, code);
}
