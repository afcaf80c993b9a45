// The data package's sentences of sign-in, signup and password reset (auth/), by message id (issue 44; see data-
// texts.ts).
export const AUTH_TEXTS = {
  'login.invalidEmail': 'Invalid email address',
  'login.userDisabled': 'This account has been disabled',
  'login.userNotFound': 'No account found with this email',
  'login.wrongPassword': 'Incorrect password',
  'login.invalidCredential': 'Incorrect email or password',
  'login.default': 'Failed to sign in',
  'signup.alreadyRegistered': 'This email is already registered. Please try logging in instead.',
  'signup.notAllowed': 'Email/password accounts are not enabled',
  'signup.weakPassword': 'Password is too weak',
  'signup.network': 'Network or service error. Please try again.',
  'signup.unexpected': 'An unexpected error occurred. Please try again.',
  'signup.default': 'Failed to create an account',
  'signup.serviceUnavailable':
    'Firebase service is temporarily unavailable. We tried multiple times but could not connect. Please try again in a few moments.',
  'signup.networkUnstable': 'Network connection is unstable. Please check your internet connection and try again.',
  'signup.noInternet': 'No internet connection available. Please check your network connection and try again.',
  'reset.sent': 'If an account exists for that email, we sent a reset link.',
  'reset.tooManyRequests': 'Too many attempts. Please wait a few minutes and try again.',
  'reset.network': 'We could not reach the server. Please check your internet connection and try again.',
  'reset.expiredLink': 'This reset link has expired or has already been used. Ask for a new link below.',
  'reset.weakPassword': 'Password is too weak. Please choose a longer one.',
  'reset.done': 'Your password has been changed. Sign in with your new password.',
  'reset.default': 'Something went wrong. Please try again.',
  'auth.loginRequired': 'Please login to proceed.',
} as const;
