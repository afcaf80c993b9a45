// The errors pages tell apart with instanceof, when the error comes from another copy of its class (the shared use
// cases throw theirs, an app's own copy of '@thali/firebase-data/logic' throws its own).
import { KitchenClosedError, SoldOutError } from '../../kitchens/errors';
import { MenuItemValidationError } from '../../menu/validate-menu-item';
import { DELIVERY_MESSAGES, OrderCancelError } from '../../orders/delivery';
import { PlanFullError } from '../../tiffins/errors';

type Copy = { KitchenClosedError: typeof KitchenClosedError; MenuItemValidationError: typeof MenuItemValidationError };

function anotherCopy(): Copy {
  let copy: Copy | undefined;
  jest.isolateModules(() => {
    copy = {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      KitchenClosedError: require('../../kitchens/errors').KitchenClosedError,
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      MenuItemValidationError: require('../../menu/validate-menu-item').MenuItemValidationError,
    };
  });
  return copy!;
}

test('an error thrown by another copy of its class is still an instance of it, with its fields and name', () => {
  const other = anotherCopy();
  expect(other.KitchenClosedError).not.toBe(KitchenClosedError);
  const closed = new other.KitchenClosedError('p1', 'This kitchen is closed today.');
  expect(closed).toBeInstanceOf(KitchenClosedError);
  expect(closed).toBeInstanceOf(Error);
  expect(closed.name).toBe('KitchenClosedError');
  expect(closed.message).toBe('This kitchen is closed today.');
  expect(closed.providerId).toBe('p1');
  const invalid = new other.MenuItemValidationError({ name: 'Name is required' });
  expect(invalid instanceof MenuItemValidationError).toBe(true);
  expect(invalid.errors).toEqual({ name: 'Name is required' });
});

test('an error of another kind, or a plain error, is not', () => {
  const other = anotherCopy();
  expect(new other.KitchenClosedError('p1')).not.toBeInstanceOf(SoldOutError);
  expect(new SoldOutError('i1', 0)).not.toBeInstanceOf(other.KitchenClosedError);
  expect(new Error('This kitchen is closed now.')).not.toBeInstanceOf(KitchenClosedError);
  expect({ name: 'KitchenClosedError', message: 'x' }).not.toBeInstanceOf(KitchenClosedError);
  expect(null).not.toBeInstanceOf(KitchenClosedError);
});

test('a refused input says its first field\'s problem, or its kind\'s sentence when no field is named', () => {
  expect(new MenuItemValidationError({ price: 'Price must be at least ₹1', name: 'Name is required' }).message).toBe('Price must be at least ₹1');
  const none = new MenuItemValidationError({});
  expect(none.message).toBe('Invalid menu item');
  expect(none.name).toBe('MenuItemValidationError');
  expect(none.errors).toEqual({});
  expect(new PlanFullError().message).toBe('This plan is full.');
  expect(new OrderCancelError('Call the kitchen.').message).toBe('Call the kitchen.');
  expect(new OrderCancelError().message).toBe(DELIVERY_MESSAGES.notCancellable);
});
