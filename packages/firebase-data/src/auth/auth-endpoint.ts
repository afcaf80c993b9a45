import type { FirebaseRuntimeConfig } from '../config';

/** The auth service this app signs in against: the Auth emulator, or Google's identity toolkit host. */
export function authEndpoint(config: FirebaseRuntimeConfig): string {
  if (config.emulators) return `http://${config.emulators.host}:${config.emulators.authPort}/`;
  return 'https://identitytoolkit.googleapis.com/';
}

/**
 * Every host the Auth SDK calls as a remembered session starts: the emulator answers everything; hosted, the identity
 * toolkit looks the user up and the token service refreshes an expired ID token.
 */
export function sessionEndpoints(config: FirebaseRuntimeConfig): string[] {
  return config.emulators ? [authEndpoint(config)] : [authEndpoint(config), 'https://securetoken.googleapis.com/'];
}
