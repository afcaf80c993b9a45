// The data package says what went wrong in English sentences (auth-errors.ts: the spec's texts); these pages show
// each in the reader's language through its id here. A sentence without an id (an SDK's own) is shown as it came.
import { LOGIN_DEFAULT, LOGIN_MESSAGES, RESET_TEXTS, SIGNUP_TEXTS } from '@thali/firebase-data/logic';
import { t } from '../messages';

type Id = Parameters<typeof t>[0];

const BY_SENTENCE: Readonly<Record<string, Id>> = {
  [LOGIN_MESSAGES['auth/invalid-email']]: 'error.invalidEmail',
  [LOGIN_MESSAGES['auth/user-disabled']]: 'error.disabled',
  [LOGIN_MESSAGES['auth/user-not-found']]: 'error.userNotFound',
  [LOGIN_MESSAGES['auth/wrong-password']]: 'error.wrongPassword',
  [LOGIN_MESSAGES['auth/invalid-credential']]: 'error.badCredentials',
  [LOGIN_DEFAULT]: 'error.signInFailed',
  [SIGNUP_TEXTS.alreadyRegistered]: 'error.alreadyRegistered',
  [SIGNUP_TEXTS.notAllowed]: 'error.notAllowed',
  [SIGNUP_TEXTS.weakPassword]: 'error.weakPasswordShort',
  [SIGNUP_TEXTS.network]: 'error.network',
  [SIGNUP_TEXTS.unexpected]: 'error.unexpected',
  [SIGNUP_TEXTS.default]: 'error.signupFailed',
  [SIGNUP_TEXTS.serviceUnavailable]: 'error.serviceUnavailable',
  [SIGNUP_TEXTS.networkUnstable]: 'error.networkUnstable',
  [SIGNUP_TEXTS.noInternet]: 'error.noInternet',
  [RESET_TEXTS.sent]: 'error.resetSent',
  [RESET_TEXTS.invalidEmail]: 'error.resetInvalidEmail',
  [RESET_TEXTS.tooManyRequests]: 'error.tooManyRequests',
  [RESET_TEXTS.network]: 'error.unreachable',
  [RESET_TEXTS.expiredLink]: 'error.expiredLink',
  [RESET_TEXTS.weakPassword]: 'error.weakPassword',
  // RESET_TEXTS.disabled is LOGIN_MESSAGES['auth/user-disabled']'s sentence: the same id
  [RESET_TEXTS.done]: 'error.passwordChanged',
  [RESET_TEXTS.default]: 'error.somethingWrong',
};

/** A sentence of the data package in the language on screen. */
export function dataText(sentence: string): string {
  const id = BY_SENTENCE[sentence];
  return id ? t(id) : sentence;
}

