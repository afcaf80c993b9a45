// The login-redirect state and its same-site check are part of the shell-remote contract (the shell's guard and the
// storefront write `from`); this page reads them through these names.
export {
  destinationAfterLogin,
  readLoginRedirectState as readLoginState,
  type LoginRedirectState as LoginState,
} from '@thali/contract';
