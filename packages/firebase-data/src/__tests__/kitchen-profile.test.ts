// Issue 20 against the local backend (real SDK, real rules): a kitchen's picture and phone, saved from its profile to
// users/{uid} and its public listing providers/{uid} in one write; a kitchen keeps a phone customers can call (issue 39);
// a customer has no picture; an address the rules would refuse is refused before anything is written.
import { getProvider } from '../providers/get-provider';
import { updateUserProfile } from '../profile/update-user-profile';
import { MENU_ITEM_MESSAGES } from '../menu/validate-menu-item';
import { admin, closeAll, freshNamespace, newUser, openApp } from './support/backend';

const ns = freshNamespace('kitchen-profile');
afterAll(closeAll);

test('a kitchen saves its picture and phone to its profile and its listing; it keeps a phone (issue 39)', async () => {
  const p = await newUser(ns, 'meal_provider', 'Ghar Ka Khana');
  const anonymous = openApp(ns);
  expect(await getProvider(p.uid, anonymous)).toHaveProperty('phone', '+91 98220 10010');

  const saved = await updateUserProfile(p.uid, { image: ' /images/kitchen-saoji.svg ', phone: '+91 98220 33333' }, p.fb);
  expect(saved).toMatchObject({ image: '/images/kitchen-saoji.svg', phone: '+91 98220 33333' });
  expect(await admin(ns, 'GET', `providers/${p.uid}/image`)).toBe('/images/kitchen-saoji.svg');
  expect(await getProvider(p.uid, anonymous)).toMatchObject({ imageUrl: '/images/kitchen-saoji.svg', phone: '+91 98220 33333' });

  await expect(updateUserProfile(p.uid, { image: 'https://images.example.in/kitchen.jpg', phone: '  ' }, p.fb)).rejects.toThrow('10-digit mobile');
  await updateUserProfile(p.uid, { image: 'https://images.example.in/kitchen.jpg' }, p.fb);
  const listing = await getProvider(p.uid, anonymous);
  expect(listing.imageUrl).toBe('https://images.example.in/kitchen.jpg');
  expect(listing).toHaveProperty('phone', '+91 98220 33333');
});

test('a picture the rules would refuse is refused before anything is written; a customer has no picture', async () => {
  const p = await newUser(ns, 'meal_provider', 'Saoji Ghar');
  for (const bad of ['http://images.example.in/k.jpg', '//evil.example/k.jpg', 'javascript:alert(1)', '/images/a b.svg']) {
    await expect(updateUserProfile(p.uid, { image: bad, phone: '+91 98220 44444' }, p.fb)).rejects.toThrow(MENU_ITEM_MESSAGES.imageUrlInvalid);
  }
  expect(await admin(ns, 'GET', `users/${p.uid}/phone`)).toBeNull();
  const c = await newUser(ns, 'user', 'Asha');
  const saved = await updateUserProfile(c.uid, { image: '/images/kitchen.svg', phone: '+91 98220 55555' }, c.fb);
  // a customer's phone is its mobile, kept as +91XXXXXXXXXX (issue 37: orders copy it); not a mobile: refused
  expect(saved.phone).toBe('+919822055555');
  await expect(updateUserProfile(c.uid, { phone: '0712 2345678' }, c.fb)).rejects.toThrow('Please enter a 10-digit Indian mobile number');
  expect(saved).not.toHaveProperty('image');
  expect(await admin(ns, 'GET', `providers/${c.uid}`)).toBeNull();
});

test('issue 36: an approved kitchen’s new name is a request until staff approve it; its address and phone changes leave records', async () => {
  const p = await newUser(ns, 'meal_provider', 'Annapurna Tiffins');
  const saved = await updateUserProfile(p.uid, { name: 'Annapurna Tiffin Services', address: ' 7 Ramdaspeth, Nagpur ', phone: '+91 98220 66666' }, p.fb);
  // the listing and the account keep the approved name; the profile says which name waits
  expect(saved).toMatchObject({ name: 'Annapurna Tiffins', nameRequest: 'Annapurna Tiffin Services', address: '7 Ramdaspeth, Nagpur' });
  expect(await admin(ns, 'GET', `providers/${p.uid}/name`)).toBe('Annapurna Tiffins');
  expect(await admin(ns, 'GET', `providers/${p.uid}/nameRequest`)).toEqual({ name: 'Annapurna Tiffin Services', requestedAt: expect.any(Number) });
  const records = Object.values((await admin(ns, 'GET', `providerChanges/${p.uid}`)) as Record<string, { field: string }>);
  expect(records.map((r) => r.field).sort()).toEqual(['address', 'phone']);
  expect(records.find((r) => r.field === 'phone')).toEqual({ field: 'phone', old: '+91 98220 10010', new: '+91 98220 66666', at: expect.any(Number) });
  // saving again with nothing changed records nothing more; asking for the approved name again withdraws the request
  await updateUserProfile(p.uid, { name: 'Annapurna Tiffins', address: '7 Ramdaspeth, Nagpur', phone: '+91 98220 66666' }, p.fb);
  expect(Object.keys((await admin(ns, 'GET', `providerChanges/${p.uid}`)) as object)).toHaveLength(2);
  expect(await admin(ns, 'GET', `providers/${p.uid}/nameRequest`)).toBeNull();
});

test('issue 36: a kitchen not approved yet still renames itself directly', async () => {
  const p = await newUser(ns, 'meal_provider', 'Poha Corner', { approved: false });
  const saved = await updateUserProfile(p.uid, { name: 'Poha Point' }, p.fb);
  expect(saved.name).toBe('Poha Point');
  expect(saved).not.toHaveProperty('nameRequest');
  expect(await admin(ns, 'GET', `providers/${p.uid}/name`)).toBe('Poha Point');
});

test('issue 41: a suspended kitchen’s new name is a request, as a listed kitchen’s, not a refused rename', async () => {
  const p = await newUser(ns, 'meal_provider', 'Wadi Biryani House', { approved: false });
  await admin(ns, 'PATCH', `providers/${p.uid}`, { suspension: { reason: 'Food safety complaint', by: 'staff', at: Date.now(), audit: 'a1' } });
  const saved = await updateUserProfile(p.uid, { name: 'Wadi Biryani Kitchen' }, p.fb);
  expect(saved).toMatchObject({ name: 'Wadi Biryani House', nameRequest: 'Wadi Biryani Kitchen' });
  expect(await admin(ns, 'GET', `providers/${p.uid}/name`)).toBe('Wadi Biryani House');
});
