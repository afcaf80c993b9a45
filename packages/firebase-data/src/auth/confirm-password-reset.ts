import { confirmPasswordReset as firebaseConfirmPasswordReset } from 'firebase/auth';
import type { FirebaseServices } from '../app';
import { firebaseWithAuth } from '../services';

/**
 * Sets the account's new password with the code of its reset link; the code is used up and the old password stops
 * working. Does not sign in: the page sends the user to /login. Errors are rethrown; show resetErrorMessage(error).
 */
export async function confirmPasswordReset(code: string, newPassword: string, fb: FirebaseServices = firebaseWithAuth()): Promise<void> {
  await firebaseConfirmPasswordReset(fb.auth, code, newPassword);
}
