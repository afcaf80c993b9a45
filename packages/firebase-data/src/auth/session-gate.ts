// When the page needs the session, and so the Auth SDK: only then is it loaded. A public page visited by someone who
// has not signed in on this device is signed out without it (the hint says so); a remembered sign-in, a guarded page,
// a sign-in form, a sign-in in another tab or any session use case (sign in, sign up, sign out, reset) wants it.
import { onSignInElsewhere, sessionHint } from './session-hint';

let wanted = false;
const waiting = new Set<() => void>();

/** Says that this page needs the session now (idempotent): the Auth SDK loads and every session listener starts. */
export function wantSession(): void {
  if (wanted) return;
  wanted = true;
  const starts = [...waiting];
  waiting.clear();
  for (const start of starts) start();
}

/** True when the session must be looked up now: it was wanted, or someone signed in here, or we cannot tell. */
export function sessionNeeded(): boolean {
  return wanted || sessionHint() !== false;
}

/**
 * Runs `start` at once when the session is needed, else when it becomes needed (wantSession, or a sign-in in
 * another tab). Returns a cancel for the wait.
 */
export function whenSessionNeeded(start: () => void): () => void {
  if (sessionNeeded()) {
    start();
    return () => {};
  }
  const stopListening = onSignInElsewhere(wantSession);
  const run = () => {
    stopListening();
    start();
  };
  waiting.add(run);
  return () => {
    waiting.delete(run);
    stopListening();
  };
}
