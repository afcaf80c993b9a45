import {
  DATA_TEXTS, KitchenClosedError, MenuItemValidationError, OrderStepError, PlanFullError, ReviewError, REVIEW_MESSAGES, TooManyLinesError,
  matchDataText, validateMenuItem,
} from '../../logic';
import { AUTH_TEXTS } from '../auth-texts';
import { COMMON_TEXTS } from '../common-texts';
import { CONTACT_TEXTS } from '../contact-texts';
import { IMAGES_TEXTS } from '../images-texts';
import { KITCHENS_TEXTS } from '../kitchens-texts';
import { MENU_TEXTS } from '../menu-texts';
import { ORDERS_TEXTS } from '../orders-texts';
import { PAYMENTS_TEXTS } from '../payments-texts';
import { REVIEWS_TEXTS } from '../reviews-texts';
import { STAFF_TEXTS } from '../staff-texts';
import { TIFFINS_TEXTS } from '../tiffins-texts';

const GROUPS = [AUTH_TEXTS, COMMON_TEXTS, CONTACT_TEXTS, IMAGES_TEXTS, KITCHENS_TEXTS, MENU_TEXTS, ORDERS_TEXTS, PAYMENTS_TEXTS, REVIEWS_TEXTS, STAFF_TEXTS, TIFFINS_TEXTS];

test('every id is in one group only, and no two ids say the same English', () => {
  // A second group with the same id would silently replace the first one's English in DATA_TEXTS.
  expect(GROUPS.reduce((n, group) => n + Object.keys(group).length, 0)).toBe(Object.keys(DATA_TEXTS).length);
  const english = Object.values(DATA_TEXTS);
  expect(english.filter((text, i) => english.indexOf(text) !== i)).toEqual([]);
});

test('templates are placeholders in plain text: no quote beside a brace (ICU would read it as quoting)', () => {
  expect(Object.entries(DATA_TEXTS).filter(([, text]) => /'[{}]|[{}]'/.test(text))).toEqual([]);
});

test('an error made with one of the sentences carries its id and values, its message the same English', () => {
  expect([new PlanFullError().message, new PlanFullError().messageId]).toEqual(['This plan is full.', 'plan.full']);
  expect(new OrderStepError().messageId).toBe('orderStep.movedOn');
  expect(new KitchenClosedError('p1').messageId).toBe('kitchen.closedNow');
  expect(new ReviewError(REVIEW_MESSAGES.editClosed).values).toEqual({ days: 7 });
  const tooMany = new TooManyLinesError('p1', 13);
  expect([tooMany.message, tooMany.messageId, tooMany.values]).toEqual([
    'An order can hold at most 12 different items from one kitchen (this one has 13)', 'order.tooManyLines', { max: 12, lines: 13 },
  ]);
  const invalid = new MenuItemValidationError(validateMenuItem({
    name: '', description: 'Poha', price: 30, category: 'main-course', imageUrl: '/poha.jpg', diet: 'veg', platesPerDay: '',
  }));
  expect([invalid.message, invalid.messageId]).toEqual(['Name is required', 'common.nameRequired']);
  // Any other text is an error without an id: a page shows it as plainMessage would.
  expect(new ReviewError('Something else happened.').messageId).toBeUndefined();
});

test('an English sentence is read back into its id and values', () => {
  expect(matchDataText('Price must be at most ₹20,000', DATA_TEXTS)).toEqual({ id: 'menuItem.priceTooHigh', values: { max: '20,000' } });
  expect(matchDataText('Add ₹60 more to order from Saoji Ghar.', DATA_TEXTS)).toEqual({ id: 'place.belowMinimum', values: { amount: '₹60', kitchen: 'Saoji Ghar' } });
  expect(matchDataText('Poha is ready.', DATA_TEXTS)).toBeUndefined();
});
