import { confirmPasswordReset as firebaseConfirmPasswordReset } from 'firebase/auth';
import { firebase, type FirebaseServices } from '../app';

/**
 * Sets the account's new password with the code of its reset link; the code is used up and the old password stops
 * working. Does not sign in: the page sends the user to /login. Errors are rethrown; show resetErrorMessage(error).
 */
export async function confirmPasswordReset(code: string, newPassword: string, fb: FirebaseServices = firebase()): Promise<void> {
  await firebaseConfirmPasswordReset(fb.auth, code, newPassword);
}
