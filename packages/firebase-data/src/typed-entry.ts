// What TypeScript (the editor, tsc, ESLint's resolver) reads for '@thali/firebase-data': the package.json export "."
// names this file under its `types` condition, while webpack, jest and Node take the lazy runtime entry, index.ts
// (its `default`). In index.ts every use case is `lazyCall('name')`, so go-to-definition and find-references would
// stop there; here each is re-exported from the module that implements it, so they reach the use case's own code.
// typed-entry.test.ts checks that index.ts exports exactly these names with types assignable to these.
export type * from './public-types';
export { deferDataLayer, loadImpl as preloadData, whenDataLayerLoaded } from './lazy';
export { wantSession } from './auth/session-gate';
export { imageSrc } from './images/image-src';
// The session's live value is the lazy entry's own code (it waits for the session to be wanted), not impl-auth's.
export { knownSession, storedSessionUid, subscribeSession as subscribeAuth } from './auth/lazy-session';
export { signUp, signIn, signOut, sendPasswordReset, verifyResetCode, confirmPasswordReset, uploadImage } from './impl-auth';
export { sendSignInCode, confirmSignInCode, completePhoneSignup, sendPhoneChangeCode, confirmPhoneChange } from './impl-auth';
// impl.ts lists every data use case with the module that implements it.
export * from './impl';
