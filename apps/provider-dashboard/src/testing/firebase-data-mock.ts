// What tests get for '@thali/firebase-data': the real pure parts (categories, validation and its texts),
// jest.fn()s for everything that would talk to the database.
//   jest.mock('@thali/firebase-data', () => jest.requireActual('<path>/testing/firebase-data-mock').firebaseDataMock());

export function firebaseDataMock() {
  const model = jest.requireActual('@thali/firebase-data/src/model');
  const validation = jest.requireActual('@thali/firebase-data/src/menu/validate-menu-item');

  class MenuItemValidationError extends Error {
    readonly errors: Record<string, string>;
    constructor(errors: Record<string, string>) {
      super(Object.values(errors)[0] ?? 'Invalid menu item');
      this.name = 'MenuItemValidationError';
      this.errors = errors;
    }
  }

  return {
    CATEGORIES: model.CATEGORIES,
    validateMenuItem: validation.validateMenuItem,
    MENU_ITEM_MESSAGES: validation.MENU_ITEM_MESSAGES,
    MENU_ITEM_LIMITS: validation.MENU_ITEM_LIMITS,
    MenuItemValidationError,
    RECENT_ORDERS: 5,
    subscribeStats: jest.fn(() => () => {}),
    subscribeProviderOrders: jest.fn(() => () => {}),
    subscribeMenuItems: jest.fn(() => () => {}),
    updateOrderStatus: jest.fn(async () => {}),
    addMenuItem: jest.fn(async () => ({})),
    // Used by the auth-cart package's providers, which these tests replace with context values.
    subscribeAuth: jest.fn(() => () => {}),
    readRole: jest.fn(async () => ''),
  };
}
