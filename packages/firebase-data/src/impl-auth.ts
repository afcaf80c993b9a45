// The session's use cases: what needs the Auth SDK (besides the app and its Database). The public entry loads this
// module only when the session is wanted (auth/session-gate.ts): a remembered sign-in, a guarded page, a sign-in form.
export { subscribeAuth } from './auth/subscribe-auth';
export { signUp } from './auth/sign-up';
export { signIn } from './auth/sign-in';
export { signOut } from './auth/sign-out';
export { sendPasswordReset } from './auth/send-password-reset';
export { verifyResetCode } from './auth/verify-reset-code';
export { confirmPasswordReset } from './auth/confirm-password-reset';
// issue 44: signing in with a mobile number, and adding or changing it on the profile
export { sendSignInCode, confirmSignInCode, completePhoneSignup, sendPhoneChangeCode, confirmPhoneChange } from './auth/phone-sign-in';
// a kitchen's picture goes into its own folder: the signed-in uid names it
export { uploadImage } from './images/upload-image';
