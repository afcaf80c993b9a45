import type * as DataModule from '../index';
import type { CartLine, MenuItem } from '../model';
import { isImageUrl, MENU_ITEM_MESSAGES, MenuItemValidationError, validateMenuItem } from '../menu/validate-menu-item';
import { MAX_QUANTITY } from '../orders/order-limits';
import { customerMobile, DELIVERY_MESSAGES } from '../orders/delivery';
import { toDeliveryProfile } from '../orders/delivery-profile';
import { CONTACT_BUDGET, dayStart } from '@thali/domain';
import { compareKeys, compareNames } from '@thali/domain/compare';
import { ZERO_STATS } from '../stats/zero-stats';
import { ContactBudgetError, ContactValidationError, validateContactMessage } from '../contact/validate-contact-message';
import type { FakeStore, FakeTable } from './fake-store';
import { fakeTiffinUseCases } from './fake-tiffins';
import { fakeModerationUseCases, fakeReviewUseCases } from './fake-reviews';
import { fakeStaffUseCases } from './fake-staff';
import { fakeKitchens } from './fake-kitchens';
import { fakeOrders } from './fake-orders';
import { fakeImages } from './fake-images';
import { fakeOrderFigures } from './fake-order-figures';
import { fakePayments } from './fake-payments';
import { parsePlatesPerDay } from '../menu/validate-menu-item';
import { checkKitchenChanges, kitchenDetailsRecord } from '../providers/kitchen-details';
import { toProvider } from '../providers/to-provider';
import { cuisineLabel, cuisineOf } from '@thali/domain/cuisines';
import { fssaiNumber, kitchenPhone, missingKitchenDetails } from '@thali/domain/kitchen-details';
import { parseMobile } from '@thali/domain/phones';
import {
  ExpiredCodeError, InvalidPhoneNumberError, PHONE_TEXTS, PhoneNumberInUseError, PhoneSignInError, WrongCodeError,
} from '../auth/phone-errors';
import { sayer } from '../texts/say';
import { COMMON_TEXTS } from '../texts/common-texts';
import { KITCHENS_TEXTS } from '../texts/kitchens-texts';

const { text: dataText } = sayer({ ...COMMON_TEXTS, ...KITCHENS_TEXTS });
type Data = typeof DataModule;
/** The exports that compute without a database: the fake module keeps the real ones. */
type PureName =
  | 'loginErrorMessage' | 'signupError' | 'isRetryableSignupError' | 'rewriteSignupError' | 'backoffDelay'
  | 'resetErrorMessage' | 'isExpiredResetLink'
  | 'validateMenuItem' | 'isImageUrl' | 'monthKey' | 'monthStart' | 'deferDataLayer' | 'preloadData' | 'whenDataLayerLoaded' | 'wantSession' | 'imageSrc'
  | 'dayStart' | 'addDays' | 'weekdayIndex' | 'isPlanDay' | 'daysPerWeek' | 'calendarDate' | 'dayOfIsoDate' | 'isoDateOfDay'
  | 'mealsOf' | 'toPaise' | 'perMealPrice' | 'perMealPaise' | 'cutoffMinutes' | 'cutoffAt' | 'canChange' | 'earliestCutoff' | 'formatCutoff' | 'parseCutoff'
  | 'skipKey' | 'isSkipped' | 'mismatchedSkipKeys' | 'isPaused' | 'mealsOn' | 'nextDays' | 'daysOfMonth' | 'monthBill' | 'kitchenSheet'
  | 'validatePlan' | 'planFields' | 'parseCount' | 'parseCutoffInput' | 'validateSubscription' | 'startDayRange' | 'pauseRangeProblem' | 'cancelReasonProblem' | 'cancelEndDay'
  | 'daysInWords' | 'seatsInWords'
  | 'validateReview' | 'validateReply' | 'reviewEditDeadline' | 'canEditReview' | 'isLaterOrder' | 'canChangeReview' | 'initialOf'
  | 'validateDelivery' | 'deliveryFields' | 'cancelDeadline' | 'canCustomerCancel'
  | 'validateContactMessage'
  | 'parsePlatesPerDay' | 'openState' | 'shortDate' | 'dayKey' | 'windowsOf' | 'timeWords' | 'platesLeft' | 'platesText' | 'soldOutText'
  | 'validateHours' | 'dayHoursProblem' | 'cleanDayHours' | 'validateHoliday' | 'formatMinutes' | 'parseMinutes';
type FunctionName = { [K in keyof Data]: Data[K] extends (...args: never[]) => unknown ? K : never }[keyof Data];
/** Every use case that reads or writes the database: the fake must implement each (a new one fails typecheck here). */
export type UseCaseName = Exclude<FunctionName, PureName>;
export type UseCases = { [K in UseCaseName]: Data[K] };

/** Issue 44: the code every SMS of the fake carries (tests type it; any other is a wrong code). */
export const FAKE_SMS_CODE = '123456';

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

const byName = <T extends { name: string }>(a: T, b: T) => compareNames(a.name, b.name);
const newestItemFirst = (a: MenuItem, b: MenuItem) => b.createdAt - a.createdAt || compareKeys(a.id, b.id);

/** The public API of the data package over an in-memory store; same signatures, same documented results. */
export function fakeUseCases(store: FakeStore): UseCases {
  let next = 0;
  const newId = (prefix: string) => `${prefix}-${(++next).toString().padStart(4, '0')}`;

  function live<T>(table: FakeTable, value: () => T, options: { onData: (v: T) => void; onError?: (e: Error) => void }) {
    return store.listen(table, () => options.onData(value()), (error) => options.onError?.(error));
  }
  const kitchens = fakeKitchens(store);
  const cartOf = (uid: string) => store.get('carts')?.[uid] ?? [];
  const setCart = (uid: string, lines: CartLine[]) => store.write('carts', (carts) => ({ ...carts, [uid]: lines }));
  const orderCases = fakeOrders(store, newId, live, kitchens).useCases;
  const images = fakeImages(store);

  /** An account's records, as writeNewAccount makes them (e-mail or phone signup); its kitchen's record, or null. */
  function createAccount(uid: string, input: Pick<DataModule.SignUpInput, 'name' | 'role' | 'kitchen'>, reach: { email?: string; phone?: string }) {
    // issue 39: a kitchen's details are checked before the account exists, as the real use case does
    const kitchen = input.role === 'meal_provider' && input.kitchen ? kitchenDetailsRecord(input.kitchen) : null;
    store.write('roles', (roles) => ({ ...roles, [uid]: input.role }));
    store.write('profiles', (profiles) => ({
      ...profiles, [uid]: { uid, name: input.name, email: reach.email ?? '', role: input.role, createdAt: new Date().toISOString(),
        ...(reach.phone ? { phone: reach.phone } : {}) },
    }));
    if (input.role === 'meal_provider') {
      store.write('providers', (providers) => [
        ...(providers ?? []),
        kitchen ? toProvider(uid, kitchen) : {
          id: uid, name: input.name, cuisine: 'Indian Cuisine', address: 'Nagpur, Maharashtra', rating: null, ratingCount: 0, approved: false,
          holidays: [], accepting: true, pureVeg: false, deliversTo: [], minOrder: 0,
        },
      ]);
    }
    return kitchen;
  }
  function sendCode(phone: string) {
    const mobile = parseMobile(phone);
    if (!mobile) throw new InvalidPhoneNumberError();
    const verificationId = newId('verification');
    store.write('phoneCodes', (codes) => ({ ...codes, [verificationId]: mobile.e164 }));
    return { verificationId, phone: mobile.e164, display: mobile.display };
  }
  /** The number a code verifies (used up), or the error the real use cases throw. */
  function checkCode(verificationId: string, code: string) {
    const phone = store.get('phoneCodes')?.[verificationId];
    if (!phone) throw new ExpiredCodeError();
    if (code.trim() !== FAKE_SMS_CODE) throw new WrongCodeError();
    store.write('phoneCodes', (codes) => Object.fromEntries(Object.entries(codes ?? {}).filter(([id]) => id !== verificationId)));
    return phone;
  }

  return {
    // auth
    subscribeAuth: (options) => live('user', () => store.get('user') ?? null, options),
    // no session stored on a device here: the session is the store's, told by subscribeAuth
    storedSessionUid: async () => null,
    knownSession: () => null,
    signUp: async (input, opts = {}) => {
      const user = { uid: newId('uid'), email: input.email, displayName: input.name };
      createAccount(user.uid, input, { email: input.email });
      store.seed({ user: opts.staySignedIn ? user : null });
      return user;
    },
    // issue 44: a code 'sent' by SMS is always FAKE_SMS_CODE; an unknown or used request is an expired code
    sendSignInCode: async (phone) => sendCode(phone),
    confirmSignInCode: async (verificationId, code) => {
      const phone = checkCode(verificationId, code);
      const uid = store.get('phoneUsers')?.[phone] ?? newId('uid');
      store.write('phoneUsers', (users) => ({ ...users, [phone]: uid }));
      const profile = store.get('profiles')?.[uid];
      const user = { uid, email: profile?.email || null, displayName: profile?.name ?? null, phoneNumber: phone };
      store.seed({ user });
      return { user, needsProfile: !profile };
    },
    completePhoneSignup: async (input) => {
      const current = store.get('user');
      if (!current?.phoneNumber) throw new PhoneSignInError(PHONE_TEXTS.signedOut);
      const kitchen = createAccount(current.uid, input, { phone: current.phoneNumber });
      const user = { ...current, displayName: kitchen ? kitchen.name : input.name };
      store.seed({ user });
      return user;
    },
    sendPhoneChangeCode: async (phone) => {
      if (!store.get('user')) throw new PhoneSignInError(PHONE_TEXTS.signedOut);
      return sendCode(phone);
    },
    confirmPhoneChange: async (verificationId, code) => {
      const current = store.get('user');
      if (!current) throw new PhoneSignInError(PHONE_TEXTS.signedOut);
      const phone = checkCode(verificationId, code);
      const owner = store.get('phoneUsers')?.[phone];
      if (owner && owner !== current.uid) throw new PhoneNumberInUseError();
      store.write('phoneUsers', (users) => ({
        ...Object.fromEntries(Object.entries(users ?? {}).filter(([, uid]) => uid !== current.uid)), [phone]: current.uid,
      }));
      const profile = (await store.read('profiles'))[current.uid];
      if (!profile) throw new Error('Profile not found');
      // a customer's verified number becomes the profile's mobile; a kitchen's profile phone is its listing's
      const saved = profile.role === 'meal_provider' ? profile : { ...profile, phone };
      store.write('profiles', (profiles) => ({ ...profiles, [current.uid]: saved }));
      store.seed({ user: { ...current, phoneNumber: phone } });
      return saved;
    },
    signIn: async (email) => {
      const profile = Object.values((await store.read('profiles')) ?? {}).find((p) => p.email === email);
      if (!profile) throw Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' });
      const user = { uid: profile.uid, email: profile.email, displayName: profile.name };
      store.seed({ user });
      return user;
    },
    signOut: async () => store.seed({ user: null }),
    readRole: async (uid) => (await store.read('roles'))[uid] ?? '',
    // Password reset: a code is 'sent' only for a known e-mail; the answer is the same either way.
    sendPasswordReset: async (email) => {
      const known = Object.values(store.get('profiles') ?? {}).some((p) => p.email === email.trim());
      if (known) store.write('resetCodes', (codes) => ({ ...codes, [newId('reset-code')]: email.trim() }));
    },
    verifyResetCode: async (code) => {
      const email = store.get('resetCodes')?.[code];
      if (!email) throw authError('auth/invalid-action-code');
      return email;
    },
    confirmPasswordReset: async (code, newPassword) => {
      if (!store.get('resetCodes')?.[code]) throw authError('auth/invalid-action-code');
      if (newPassword.length < 6) throw authError('auth/weak-password');
      store.write('resetCodes', (codes) => Object.fromEntries(Object.entries(codes ?? {}).filter(([c]) => c !== code)));
    },
    // profile
    getUserProfile: async (uid) => {
      const profile = (await store.read('profiles'))[uid];
      if (!profile) throw new Error(dataText('profile.notFound'));
      return profile;
    },
    getDeliveryProfile: async (uid) => toDeliveryProfile((await store.read('profiles'))[uid]),
    updateUserProfile: async (uid, changes) => {
      const current = (await store.read('profiles'))[uid];
      if (!current) throw new Error(dataText('profile.notFound'));
      if (current.role === 'meal_provider') checkKitchenChanges(changes);
      if (changes.image?.trim() && !isImageUrl(changes.image.trim())) throw new Error(MENU_ITEM_MESSAGES.imageUrlInvalid);
      // issue 37: a customer's phone is its mobile, kept as +91XXXXXXXXXX (as the real use case and the rules)
      if (current.role !== 'meal_provider' && changes.phone?.trim()) {
        const mobile = customerMobile(changes.phone);
        if (!mobile) throw new Error(DELIVERY_MESSAGES.phoneInvalid);
        changes = { ...changes, phone: mobile };
      }
      // issue 36: an approved kitchen's new name waits for approval (the account and listing keep the approved one)
      const listed = (store.get('providers') ?? []).find((p) => p.id === uid);
      const asks = current.role === 'meal_provider' && listed?.approved === true && changes.name !== undefined && changes.name.trim() !== current.name;
      const { name: _asked, ...rest } = changes;
      const updated: typeof current = asks ? { ...current, ...rest, nameRequest: changes.name!.trim() } : { ...current, ...changes };
      store.write('profiles', (profiles) => ({ ...profiles, [uid]: updated }));
      if (updated.role === 'meal_provider' && changes.image !== undefined) images.removeReplaced(current.image, changes.image.trim());
      if (updated.role === 'meal_provider') {
        const { name, phone, address, cuisine, image, area, cuisineOther, fssai } = asks ? { ...rest, name: undefined } : changes;
        // issue 39: the listing's details as the real use case stores and toProvider reads them
        const details = cuisine === undefined ? {} : { cuisine: cuisineLabel(cuisine, cuisineOther), cuisineKey: cuisineOf(cuisine),
          cuisineOther: cuisine === 'other' ? cuisineOther?.trim() : undefined };
        const listing = Object.fromEntries(Object.entries({ name, phone: phone === undefined ? undefined : (kitchenPhone(phone) ?? phone), address,
          imageUrl: image, area, ...details, fssai: fssai === undefined ? undefined : (fssaiNumber(fssai) ?? undefined) })
          .filter(([k, v]) => v !== undefined || (k === 'fssai' && fssai !== undefined)));
        store.write('providers', (providers) => (providers ?? []).map((p) => {
          if (p.id !== uid) return p;
          const next = { ...p, ...listing };
          return { ...next, missingDetails: missingKitchenDetails({ ...next, cuisine: next.cuisineKey }) };
        }));
      }
      return updated;
    },
    // providers
    listProviders: async () => (await store.read('providers')).filter((p) => p.approved).sort(byName),
    subscribeProviders: (options) => live('providers', () => (store.get('providers') ?? []).filter((p) => p.approved).sort(byName), options),
    // as the database keeps them: an area's index holds a kitchen while it is approved, the count moves with approval
    subscribeKitchensIn: ({ area, ...options }) =>
      live('providers', () => (store.get('providers') ?? []).filter((p) => p.approved && p.deliversTo.includes(area)).sort(byName), options),
    subscribeListedKitchens: (options) => live('providers', () => (store.get('providers') ?? []).filter((p) => p.approved).length, options),
    subscribeProvider: ({ providerId, ...options }) =>
      live('providers', () => (store.get('providers') ?? []).find((p) => p.id === providerId) ?? null, options),
    getProvider: async (id) => {
      const provider = (await store.read('providers')).find((p) => p.id === id);
      if (!provider) throw new Error(dataText('kitchen.notFound'));
      return provider;
    },
    // menu
    listMenuItems: async (providerId) => (await store.read('menuItems')).filter((i) => i.providerId === providerId).sort(newestItemFirst),
    subscribeMenuItems: ({ providerId, ...options }) =>
      live('menuItems', () => (store.get('menuItems') ?? []).filter((i) => i.providerId === providerId).sort(newestItemFirst), options),
    addMenuItem: async (providerId, input) => {
      const errors = validateMenuItem(input);
      if (Object.keys(errors).length > 0) throw new MenuItemValidationError(errors);
      const now = Date.now();
      const plates = parsePlatesPerDay(input.platesPerDay);
      const item: MenuItem = {
        id: newId('item'), providerId, name: input.name.trim(), description: input.description.trim(), price: Number(input.price),
        category: input.category as MenuItem['category'], imageUrl: input.imageUrl.trim(), status: 'active', createdAt: now, updatedAt: now,
        diet: input.diet as NonNullable<MenuItem['diet']>, ...(plates !== null ? { platesPerDay: plates } : {}),
      };
      store.write('menuItems', (items) => [...(items ?? []), item]);
      kitchens.keepPureVeg(providerId);
      return item;
    },
    updateMenuItem: async (itemId, input) => {
      const errors = validateMenuItem(input);
      if (Object.keys(errors).length > 0) throw new MenuItemValidationError(errors);
      const plates = parsePlatesPerDay(input.platesPerDay);
      const changes = {
        name: input.name.trim(), description: input.description.trim(), price: Number(input.price),
        category: input.category as MenuItem['category'], imageUrl: input.imageUrl.trim(), updatedAt: Date.now(),
        diet: input.diet as NonNullable<MenuItem['diet']>,
      };
      const edited = (i: MenuItem): MenuItem => {
        const { platesPerDay: _old, ...rest } = i;
        return { ...rest, ...changes, ...(plates !== null ? { platesPerDay: plates } : {}) };
      };
      const before = store.get('menuItems')?.find((i) => i.id === itemId);
      const providerId = before?.providerId;
      store.write('menuItems', (items) => (items ?? []).map((i) => (i.id === itemId ? edited(i) : i)));
      if (providerId) kitchens.keepPureVeg(providerId);
      images.removeReplaced(before?.imageUrl, changes.imageUrl);
    },
    setMenuItemStatus: async (itemId, status) => {
      const providerId = store.get('menuItems')?.find((i) => i.id === itemId)?.providerId;
      store.write('menuItems', (items) => (items ?? []).map((i) => (i.id === itemId ? { ...i, status, updatedAt: Date.now() } : i)));
      if (providerId) kitchens.keepPureVeg(providerId);
    },
    deleteMenuItem: async (itemId) => {
      const before = store.get('menuItems')?.find((i) => i.id === itemId);
      const providerId = before?.providerId;
      store.write('menuItems', (items) => (items ?? []).filter((i) => i.id !== itemId));
      if (providerId) kitchens.keepPureVeg(providerId);
      images.removeReplaced(before?.imageUrl, undefined);
    },
    // kitchens: hours, holidays, "Pause orders now", plate counts
    ...kitchens.useCases,
    // issue 39: the kitchens' uploaded pictures
    ...images.useCases,
    // cart
    subscribeCart: ({ uid, ...options }) => live('carts', () => cartOf(uid), options),
    loadCart: async (uid) => (await store.read('carts'))[uid] ?? [],
    addToCart: async (uid, item, quantity = 1) => {
      const lines = cartOf(uid);
      const had = lines.find((l) => l.id === item.id);
      if (had && had.quantity >= MAX_QUANTITY) return null;
      const line: CartLine = had
        ? { ...had, quantity: Math.min(MAX_QUANTITY, had.quantity + quantity) }
        : {
          id: item.id, providerId: item.providerId ?? '', name: item.name ?? '', description: item.description ?? '', price: item.price,
          imageUrl: item.imageUrl ?? '', quantity: Math.min(MAX_QUANTITY, quantity), addedAt: Date.now(), ...(item.diet ? { diet: item.diet } : {}),
        };
      setCart(uid, had ? lines.map((l) => (l.id === line.id ? line : l)) : [...lines, line]);
      return line;
    },
    setCartQuantity: async (uid, itemId, quantity) => {
      if (!(quantity >= 1)) return false;
      setCart(uid, cartOf(uid).map((l) => (l.id === itemId ? { ...l, quantity: Math.min(MAX_QUANTITY, quantity) } : l)));
      return true;
    },
    removeFromCart: async (uid, itemId) => setCart(uid, cartOf(uid).filter((l) => l.id !== itemId)),
    clearCart: async (uid) => setCart(uid, []),
    // orders (issue 37: whole orders, their steps and the kitchen's board) and stats
    ...orderCases,
    subscribeStats: ({ providerId, ...options }) => live('stats', () => store.get('stats')?.[providerId] ?? { ...ZERO_STATS }, options),
    // tiffin plans and subscriptions
    ...fakeTiffinUseCases(store, newId, live),
    ...fakeReviewUseCases(store, live),
    ...fakeStaffUseCases(store, newId, live),
    ...fakeModerationUseCases(store, newId, live),
    ...fakeOrderFigures(store, live),
    // issue 42: getting paid (its markDelivered is deliverOrder(order, null): it lists the order as unpaid)
    ...fakePayments(store, newId, orderCases.markDelivered),
    // contact: stored as sent (trimmed), the moment standing in for the server's time
    sendContactMessage: async (input, _fb, sender) => {
      const senderUid = sender ?? null;
      const errors = validateContactMessage(input);
      if (Object.keys(errors).length > 0) throw new ContactValidationError(errors);
      const now = Date.now();
      const day = dayStart(now);
      const key = senderUid ?? 'public';
      const stored = store.get('contactBudget')?.[key];
      const sent = stored?.day === day ? stored.count : 0;
      if (sent >= (senderUid ? CONTACT_BUDGET.perUserPerDay : CONTACT_BUDGET.publicPerDay)) throw new ContactBudgetError(senderUid !== null);
      store.write('contactBudget', (budgets) => ({ ...budgets, [key]: { day, count: sent + 1 } }));
      const id = newId('message');
      const subject = (input.subject ?? '').trim();
      const message = { id, name: input.name.trim(), email: input.email.trim(), ...(subject ? { subject } : {}), message: input.message.trim(), createdAt: Date.now() };
      store.write('contactMessages', (messages) => [...(messages ?? []), message]);
      return id;
    },
  };
}
