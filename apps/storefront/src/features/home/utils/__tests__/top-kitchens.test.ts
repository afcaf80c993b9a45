import type { Provider } from '@thali/firebase-data';
import { topKitchens } from '../top-kitchens';

const kitchen = (name: string, rating: number | null, createdAt?: number): Provider => ({
  id: name.toLowerCase(), name, cuisine: 'Maharashtrian', address: 'Nagpur', phone: '', rating, approved: true, holidays: [], accepting: true, pureVeg: false, deliversTo: [], minOrder: 0, ...(createdAt ? { createdAt } : {}),
});

test('the best rated first, then the newest among equal ratings; unrated kitchens last', () => {
  const list = [
    kitchen('Old Four', 4, 100), kitchen('Unrated New', null, 900), kitchen('Five', 5, 50), kitchen('New Four', 4, 500),
    kitchen('Unrated Old', null, 10), kitchen('No Date Four', 4),
  ];
  expect(topKitchens(list).map((k) => k.name)).toEqual(['Five', 'New Four', 'Old Four', 'No Date Four', 'Unrated New', 'Unrated Old']);
});

test('eight at most, and the list given is left as it was', () => {
  const list = Array.from({ length: 12 }, (_, i) => kitchen(`Kitchen ${String(i).padStart(2, '0')}`, i % 5, i));
  const before = list.map((k) => k.id);
  const top = topKitchens(list);
  expect(top).toHaveLength(8);
  expect(top[0]!.rating).toBe(4);
  expect(list.map((k) => k.id)).toEqual(before);
  expect(topKitchens(list.slice(0, 3))).toHaveLength(3);
});
