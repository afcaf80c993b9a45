export { readConfig, DEMO_PROJECT_ID, type FirebaseRuntimeConfig } from './config';
export { subscribeAuth, type SessionUser } from './auth/subscribe-auth';
export { signOut } from './auth/sign-out';
export { readRole, type Role } from './auth/read-role';
