// Issue 39: a kitchen's details as signup and its profile check them, and a listing as the apps read it (the list's
// cuisine label beside its value, the details an older listing lacks, the defaults it shows meanwhile).
import { KitchenDetailsError, kitchenDetailsErrors, kitchenDetailsRecord, KITCHEN_DETAILS_MESSAGES, type KitchenDetailsInput } from '../kitchen-details';
import { toProvider } from '../to-provider';

const INPUT: KitchenDetailsInput = { name: ' Sunita’s Kitchen ', phone: '98220 10010', area: 'Dharampeth', address: ' 14 Ram Nagar Road ',
  cuisine: 'maharashtrian', cuisineOther: 'ignored', fssai: '' };

test('details as typed become the stored record: trimmed, the phone as people read it, Other words only with Other', () => {
  expect(kitchenDetailsRecord(INPUT)).toEqual({ name: 'Sunita’s Kitchen', phone: '+91 98220 10010', area: 'Dharampeth', address: '14 Ram Nagar Road',
    cuisine: 'maharashtrian' });
  expect(kitchenDetailsRecord({ ...INPUT, cuisine: 'other', cuisineOther: ' Goan ', fssai: '1234-5678-9012-34' }))
    .toMatchObject({ cuisine: 'other', cuisineOther: 'Goan', fssai: '12345678901234' });
});

test('each wrong field says what to do, in one plain sentence', () => {
  expect(kitchenDetailsErrors({ name: '', phone: '12345', area: 'Mumbai', address: 'Ngp', cuisine: '', cuisineOther: '', fssai: '12' })).toEqual({
    name: KITCHEN_DETAILS_MESSAGES.nameRequired, phone: KITCHEN_DETAILS_MESSAGES.phoneInvalid, area: KITCHEN_DETAILS_MESSAGES.areaRequired,
    address: KITCHEN_DETAILS_MESSAGES.addressShort, cuisine: KITCHEN_DETAILS_MESSAGES.cuisineRequired, fssai: KITCHEN_DETAILS_MESSAGES.fssaiInvalid,
  });
  expect(kitchenDetailsErrors({ ...INPUT, cuisine: 'other', cuisineOther: 'x'.repeat(41) })).toEqual({ cuisineOther: KITCHEN_DETAILS_MESSAGES.cuisineOtherRequired });
  expect(() => kitchenDetailsRecord({ ...INPUT, phone: '' })).toThrow(KitchenDetailsError);
  for (const message of Object.values(KITCHEN_DETAILS_MESSAGES)) expect(message).toMatch(/^[A-Z].*\.$/);
});

test('a listing reads its cuisine by the list; an older one keeps its text, shows the defaults and says what it lacks', () => {
  const now = Date.UTC(2026, 10, 26);
  expect(toProvider('p1', { name: 'Amma', cuisine: 'south-indian', area: 'Manish Nagar', address: '5 Wardha Road', phone: '+91 98220 10015',
    fssai: '12345678901234' }, now)).toMatchObject({ cuisine: 'South Indian', cuisineKey: 'south-indian', area: 'Manish Nagar', fssai: '12345678901234',
    missingDetails: [] });
  expect(toProvider('p2', { name: 'Goa', cuisine: 'other', cuisineOther: 'Goan', area: 'Hingna', address: '5 Hingna Road', phone: '0712 2541011' }, now))
    .toMatchObject({ cuisine: 'Goan', cuisineKey: 'other', cuisineOther: 'Goan', missingDetails: [] });
  const old = toProvider('p3', { name: 'Old Kitchen', cuisine: 'Home-style Gujarati', phone: '12345' }, now);
  expect(old).toMatchObject({ cuisine: 'Home-style Gujarati', cuisineKey: 'other', address: 'Nagpur, Maharashtra',
    missingDetails: ['phone', 'area', 'address', 'cuisine'] });
  expect(toProvider('p4', { name: 'Bare' }, now)).toMatchObject({ cuisine: 'Indian Cuisine', cuisineKey: '' });
});
