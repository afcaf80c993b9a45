import { get, ref } from 'firebase/database';
import { signOut as sdkSignOut } from 'firebase/auth';
import { signUp } from '../auth/sign-up';
import { signIn } from '../auth/sign-in';
import { signOut } from '../auth/sign-out';
import { readRole } from '../auth/read-role';
import { subscribeAuth } from '../auth/subscribe-auth';
import { loginErrorMessage, signupError, SIGNUP_TEXTS } from '../auth/auth-errors';
import { getUserProfile } from '../profile/get-user-profile';
import { updateUserProfile } from '../profile/update-user-profile';
import { getProvider } from '../providers/get-provider';
import { createFirebase, deleteFirebase } from '../services';
import { admin, closeAll, freshNamespace, newUser, openApp, testConfig } from './support/backend';

const ns = freshNamespace('auth');
afterAll(closeAll);

const email = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}@${ns}.test`;
const caught = async (p: Promise<unknown>) => p.then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e);

describe('sign up', () => {
  test('a customer gets users/{uid} with name, email, role, createdAt; display name set; signed out afterwards', async () => {
    const fb = openApp(ns);
    const mail = email('cust');
    const user = await signUp({ name: '  Asha Deshmukh ', email: mail, password: 'secret-123', role: 'user' }, {}, fb);
    expect(user).toMatchObject({ email: mail, displayName: 'Asha Deshmukh' });
    expect(fb.auth.currentUser).toBeNull();
    const session = await signIn(mail, 'secret-123', { remember: true }, fb);
    expect(session.uid).toBe(user.uid);
    expect(fb.auth.currentUser?.displayName).toBe('Asha Deshmukh');
    const profile = await getUserProfile(user.uid, fb);
    expect(profile).toMatchObject({ uid: user.uid, name: 'Asha Deshmukh', email: mail, role: 'user' });
    expect(new Date(profile.createdAt).toISOString()).toBe(profile.createdAt);
    expect(await readRole(user.uid, fb)).toBe('user');
    await signOut(fb);
    expect(fb.auth.currentUser).toBeNull();
  });

  test('a meal_provider also gets the public providers/{uid} (in the same write) with its kitchen’s details: pending (no approved) and unrated', async () => {
    const p = await newUser(ns, 'meal_provider', 'Ghar Ka Khana', { approved: false });
    const snap = await get(ref(p.fb.db, `providers/${p.uid}`));
    // createdAt: when the kitchen joined, the server's time (the home page lists the newest first among equals)
    expect(snap.val()).toEqual({ name: 'Ghar Ka Khana', phone: '+91 98220 10010', area: 'Dharampeth', address: '14 Ram Nagar Road, Nagpur 440010',
      cuisine: 'maharashtrian', createdAt: expect.any(Number) });
    const anonymous = openApp(ns);
    // a pending kitchen is not listed, but its own page (and its dashboard) can read it by id
    expect(await getProvider(p.uid, anonymous)).toEqual({
      id: p.uid, name: 'Ghar Ka Khana', cuisine: 'Maharashtrian', cuisineKey: 'maharashtrian', area: 'Dharampeth', address: '14 Ram Nagar Road, Nagpur 440010',
      phone: '+91 98220 10010', rating: null, ratingCount: 0, approved: false, createdAt: snap.val().createdAt, holidays: [], accepting: true,
      pureVeg: false, missingDetails: [], deliversTo: [], minOrder: 0,
    });
    await expect(getProvider('no-such-provider', anonymous)).rejects.toThrow('Provider not found');
    expect(await readRole(p.uid, p.fb)).toBe('meal_provider');
    const saved = await updateUserProfile(p.uid, { phone: '98220 11111', cuisine: 'saoji', address: '7 Modi No. 3, Sitabuldi', area: 'Sitabuldi',
      fssai: '1234 5678 9012 34' }, p.fb);
    expect(saved).toMatchObject({ phone: '+91 98220 11111', cuisine: 'saoji', address: '7 Modi No. 3, Sitabuldi', role: 'meal_provider' });
    expect(await getProvider(p.uid, anonymous)).toMatchObject({ cuisine: 'Saoji (Nagpur spicy)', cuisineKey: 'saoji', area: 'Sitabuldi',
      address: '7 Modi No. 3, Sitabuldi', phone: '+91 98220 11111', fssai: '12345678901234', approved: false });
    // Other in its own words; the FSSAI number removed
    await updateUserProfile(p.uid, { cuisine: 'other', cuisineOther: ' Goan fish curries ', fssai: '' }, p.fb);
    const other = await getProvider(p.uid, anonymous);
    expect(other).toMatchObject({ cuisine: 'Goan fish curries', cuisineKey: 'other', cuisineOther: 'Goan fish curries' });
    expect(other).not.toHaveProperty('fssai');
  });

  test('issue 39: a kitchen’s details are checked before anything is written, at signup and in its profile', async () => {
    const fb = openApp(ns);
    const mail = email('kitchen-details');
    const error = await caught(signUp({ name: 'Sunita', email: mail, password: 'secret-123', role: 'meal_provider',
      kitchen: { name: 'Sunita’s Kitchen', phone: '12345', area: 'Mumbai', address: '14 Ram Nagar', cuisine: 'maharashtrian', cuisineOther: '', fssai: '123' } }, {}, fb));
    expect((error as { errors: object }).errors).toEqual({ phone: expect.stringContaining('10-digit mobile'), area: expect.stringContaining('area'),
      fssai: expect.stringContaining('14 digits') });
    // no account was made: the address signs up afterwards
    const kitchen = { name: 'Sunita’s Kitchen', phone: '0712-2541011', area: 'Hingna', address: '3 Sai Nagar, Hingna', cuisine: 'other', cuisineOther: 'Vidarbha home food', fssai: '' };
    const user = await signUp({ name: 'Sunita', email: mail, password: 'secret-123', role: 'meal_provider', kitchen }, { staySignedIn: true }, fb);
    expect(await admin(ns, 'GET', `providers/${user.uid}`)).toEqual({ name: 'Sunita’s Kitchen', phone: '0712 2541011', area: 'Hingna',
      address: '3 Sai Nagar, Hingna', cuisine: 'other', cuisineOther: 'Vidarbha home food', createdAt: expect.any(Number) });
    expect(await admin(ns, 'GET', `users/${user.uid}/name`)).toBe('Sunita');
    await expect(updateUserProfile(user.uid, { phone: '12345' }, fb)).rejects.toThrow('10-digit mobile');
    await expect(updateUserProfile(user.uid, { cuisine: 'other', cuisineOther: '' }, fb)).rejects.toThrow('what you cook');
    expect(await admin(ns, 'GET', `providers/${user.uid}/phone`)).toBe('0712 2541011');
  });

  test('issue 40: a customer saves a delivery address as a place with its one line; a PIN of another area writes nothing', async () => {
    const c = await newUser(ns, 'user', 'Place Saver');
    const place = { house: ' 5 ', street: 'Wardha Road', area: 'Manish Nagar', pin: '440015', landmark: 'Near the airport gate' };
    const saved = await updateUserProfile(c.uid, { place }, c.fb);
    expect(saved.place).toEqual({ ...place, house: '5' });
    expect(saved.address).toBe('5, Wardha Road, Manish Nagar, Nagpur 440015');
    await expect(updateUserProfile(c.uid, { place: { ...place, pin: '440010' } }, c.fb)).rejects.toMatchObject({ name: 'PlaceValidationError' });
    expect((await getUserProfile(c.uid, c.fb)).place?.pin).toBe('440015');
  });

  test('a provider cannot approve or rate itself; its profile saves leave what an admin set', async () => {
    const p = await newUser(ns, 'meal_provider', 'Annapurna Tiffin Services', { approved: false });
    const { update } = await import('firebase/database');
    await expect(update(ref(p.fb.db), { [`providers/${p.uid}/approved`]: true })).rejects.toThrow(/permission/i);
    await expect(update(ref(p.fb.db), { [`providers/${p.uid}/rating`]: 5 })).rejects.toThrow(/permission/i);
    await admin(ns, 'PATCH', `providers/${p.uid}`, { approved: true, ratingSum: 21, ratingCount: 5 });
    // approved: a new name is a request (issue 36), the listing keeps the approved one
    await updateUserProfile(p.uid, { name: 'Annapurna Tiffin', phone: '+91 98220 22222' }, p.fb);
    expect(await getProvider(p.uid, openApp(ns))).toMatchObject({ name: 'Annapurna Tiffin Services', phone: '+91 98220 22222', rating: 4.2, ratingCount: 5, approved: true });
    expect(await admin(ns, 'GET', `providers/${p.uid}/nameRequest/name`)).toBe('Annapurna Tiffin');
    await expect(update(ref(p.fb.db), { [`providers/${p.uid}/approved`]: false })).rejects.toThrow(/permission/i);
    await expect(update(ref(p.fb.db), { [`providers/${p.uid}/rating`]: 5 })).rejects.toThrow(/permission/i);
  });

  test('rollback: when the record write is denied the new account is deleted and the error rethrown', async () => {
    const fb = openApp(ns);
    const mail = email('rollback');
    // users/{uid}/name is limited to 100 characters by the rules: the record write is denied.
    const error = await caught(signUp({ name: 'x'.repeat(101), email: mail, password: 'secret-123', role: 'user' }, {}, fb));
    expect(String((error as Error).message)).toMatch(/permission.denied/i);
    expect(fb.auth.currentUser).toBeNull();
    const signInError = await caught(signIn(mail, 'secret-123', {}, fb));
    expect((signInError as { code: string }).code).toBe('auth/invalid-credential');
    // and the address can be registered again
    const again = await signUp({ name: 'Second Try', email: mail, password: 'secret-123', role: 'user' }, {}, fb);
    expect(again.email).toBe(mail);
  });
});

describe('failure texts through the real SDK', () => {
  test('signup: already registered, invalid email, weak password', async () => {
    const fb = openApp(ns);
    const mail = email('dup');
    await signUp({ name: 'First', email: mail, password: 'secret-123', role: 'user' }, {}, fb);
    // Even with e-mail enumeration protection on, signup says the e-mail is taken (as hosted: RULES.md threat model).
    expect(signupError(await caught(signUp({ name: 'Again', email: mail, password: 'secret-123', role: 'user' }, {}, fb))))
      .toEqual({ message: 'This email is already registered. Please try logging in instead.', kind: 'already-registered' });
    expect(signupError(await caught(signUp({ name: 'Bad', email: 'not-an-email', password: 'secret-123', role: 'user' }, {}, fb))))
      .toEqual({ message: 'Invalid email address', kind: 'other' });
    expect(signupError(await caught(signUp({ name: 'Weak', email: email('weak'), password: '123', role: 'user' }, {}, fb))))
      .toEqual({ message: 'Password is too weak', kind: 'other' });
  });

  test('login: unknown account and wrong password answer alike; invalid email, disabled account', async () => {
    const u = await newUser(ns, 'user');
    await sdkSignOut(u.fb.auth);
    const fb = u.fb;
    const unknown = await caught(signIn(email('nobody'), 'secret-123', {}, fb));
    const wrong = await caught(signIn(u.email, 'wrong-password', {}, fb));
    // The local Auth emulator has e-mail enumeration protection on, as a new hosted project: one code, one sentence,
    // so the login page does not tell who has an account (issue 36, item 9).
    expect((unknown as { code: string }).code).toBe('auth/invalid-credential');
    expect((wrong as { code: string }).code).toBe('auth/invalid-credential');
    expect(loginErrorMessage(unknown)).toBe('Incorrect email or password');
    expect(loginErrorMessage(wrong)).toBe('Incorrect email or password');
    expect(loginErrorMessage(await caught(signIn('bad-address', 'secret-123', {}, fb)))).toBe('Invalid email address');
    const { emulators, projectId } = testConfig(ns);
    const r = await fetch(`http://${emulators!.host}:${emulators!.authPort}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`, {
      method: 'POST', headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ localId: u.uid, disableUser: true }),
    });
    expect(r.ok).toBe(true);
    expect(loginErrorMessage(await caught(signIn(u.email, u.password, {}, fb)))).toBe('This account has been disabled');
  });

  test('an unreachable auth service: probe fails, 5 attempts with 1000/2000/4000/8000 ms waits, then the no-internet text', async () => {
    const config = testConfig(ns);
    const fb = createFirebase({ ...config, emulators: { ...config.emulators!, authPort: 1 } }, 'unreachable-auth');
    const waits: number[] = [];
    const retries: [number, number][] = [];
    const error = await caught(signUp({ name: 'Offline', email: email('offline'), password: 'secret-123', role: 'user' }, {
      sleep: async (ms) => { waits.push(ms); },
      onRetry: (attempt, delay) => retries.push([attempt, delay]),
    }, fb)).finally(() => deleteFirebase(fb));
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect(retries).toEqual([[2, 1000], [3, 2000], [4, 4000], [5, 8000]]);
    expect(signupError(error)).toEqual({ message: SIGNUP_TEXTS.noInternet, kind: 'retryable' });
  });
});

describe('session', () => {
  test('subscribeAuth reports sign-in and sign-out; Remember me off still signs in under Node (in-memory fallback)', async () => {
    const u = await newUser(ns, 'user');
    await signOut(u.fb);
    const seen: (string | null)[] = [];
    const stop = subscribeAuth({ onData: (user) => seen.push(user ? user.uid : null), fb: u.fb });
    await signIn(u.email, u.password, { remember: false }, u.fb);
    await signOut(u.fb);
    await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(seen).toEqual([null, u.uid, null]);
  });

  test('issue 39: a kitchen’s session goes by its kitchen’s current name, live after a rename or an approved name change', async () => {
    const k = await newUser(ns, 'meal_provider', 'Poha Corner', { approved: false });
    const names: (string | null)[] = [];
    const stop = subscribeAuth({ onData: (user) => names.push(user?.displayName ?? null), fb: k.fb });
    const until = async (name: string) => {
      for (let i = 0; i < 100 && names.at(-1) !== name; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(names.at(-1)).toBe(name);
    };
    await until('Poha Corner');
    await updateUserProfile(k.uid, { name: 'Poha Point' }, k.fb);
    await until('Poha Point');
    // approved: the new name waits for staff, then shows
    await admin(ns, 'PATCH', `providers/${k.uid}`, { approved: true });
    await updateUserProfile(k.uid, { name: 'Poha Palace' }, k.fb);
    await new Promise((r) => setTimeout(r, 100));
    expect(names.at(-1)).toBe('Poha Point');
    await admin(ns, 'PATCH', `providers/${k.uid}`, { name: 'Poha Palace', nameRequest: null });
    await until('Poha Palace');
    stop();
  });
});


