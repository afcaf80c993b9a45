import { sendPasswordResetEmail } from 'firebase/auth';
import type { FirebaseServices } from '../app';
import { firebaseWithAuth } from '../services';

export interface SendPasswordResetOptions {
  /**
   * Where the link leads, an absolute URL: the portal's /reset-password (pages build it from `paths.resetPassword()`
   * and their own origin). The local Auth emulator prints the link to that page (see @thali/local-firebase).
   */
  continueUrl?: string;
}

/**
 * Asks Firebase Auth to e-mail a password-reset link for `email`. Resolves the same whether or not an account
 * exists, so the page cannot tell who is registered (hosted projects with e-mail enumeration protection answer
 * that way by themselves, and so does the local backend's Auth emulator; a project without the protection says
 * 'user-not-found', which is swallowed here). Other failures
 * (a malformed address, too many requests, no network) are rethrown; pages show resetErrorMessage(error).
 */
export async function sendPasswordReset(email: string, opts: SendPasswordResetOptions = {}, fb: FirebaseServices = firebaseWithAuth()): Promise<void> {
  try {
    await sendPasswordResetEmail(fb.auth, email.trim(), opts.continueUrl ? { url: opts.continueUrl } : undefined);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'auth/user-not-found') return;
    throw error;
  }
}
