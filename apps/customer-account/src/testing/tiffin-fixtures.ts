import { type Plan, type Subscription } from '@thali/firebase-data';
import { dayStart } from '@thali/firebase-data/logic';

/** Monday 23 Nov 2026, 07:30 in Asia/Kolkata: before today's lunch cut-off (09:00). */
export const NOW = Date.UTC(2026, 10, 23, 2, 0);
export const TODAY = dayStart(NOW);
export const DAY = 86_400_000;

export const makePlan = (overrides: Partial<Plan> = {}): Plan => ({
  id: 'plan-1', providerId: 'prov-a', name: 'Everyday Veg Tiffin', description: 'Dal, sabzi, four rotis and rice.',
  meals: 'both', days: '1111110', diet: 'veg', price: 3200, mealPricePaise: 6154, capacity: 40, seatsTaken: 12, lunchCutoff: 540, dinnerCutoff: 900,
  status: 'active', createdAt: 0, updatedAt: 0, ...overrides,
});

export const makeSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 'sub-1', planId: 'plan-1', providerId: 'prov-a', customerId: 'customer-uid', customerName: 'Asha', address: '12 Dharampeth, Nagpur',
  planName: 'Everyday Veg Tiffin', meals: 'both', days: '1111110', diet: 'veg', mealPricePaise: 6154, pricePerMeal: 61.54,
  // Sunday 1 Nov 2026
  startDay: TODAY - 22 * DAY, status: 'active', createdAt: 0, skips: {}, pauses: {}, ...overrides,
});
