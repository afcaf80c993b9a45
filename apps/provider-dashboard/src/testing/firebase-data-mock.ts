// What tests get for '@thali/firebase-data': the real pure parts (categories, validation and its texts,
// error classes; the package entry loads no SDK), jest.fn()s for everything that would talk to the database.
//   jest.mock('@thali/firebase-data', () => jest.requireActual('<path>/testing/firebase-data-mock').firebaseDataMock());

export function firebaseDataMock() {
  const real = jest.requireActual('@thali/firebase-data');
  return {
    ...real,
    subscribeStats: jest.fn(() => () => {}),
    subscribeProviderOrders: jest.fn(() => () => {}),
    subscribeMenuItems: jest.fn(() => () => {}),
    updateOrderStatus: jest.fn(async () => {}),
    addMenuItem: jest.fn(async () => ({})),
    // The dashboard reads its own listing for the pending-approval banner: approved unless a test says otherwise.
    getProvider: jest.fn(async (id: string) => ({
      id, name: 'Test Kitchen', cuisine: 'Indian Cuisine', address: 'Nagpur, Maharashtra', phone: '+91 00000 00000', rating: null, approved: true,
    })),
    // Used by the auth-cart package's providers, which these tests replace with context values.
    subscribeAuth: jest.fn(() => () => {}),
    readRole: jest.fn(async () => ''),
  };
}
