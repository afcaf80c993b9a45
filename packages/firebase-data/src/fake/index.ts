// A typed in-memory stand-in for '@thali/firebase-data' in Jest tests: the real constants, texts and validation,
// and every use case as a jest.fn over an in-memory store with live subscriptions. In a test file:
//   jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);
//   import { fakeData } from '@thali/firebase-data/fake';
//   beforeEach(() => fakeData.reset());            then fakeData.seed({ providers: [...] }) as the database answers
// A single use case can still be steered per test: jest.mocked(data.getProvider).mockRejectedValueOnce(...).
import { FakeStore, type FakeTable, type FakeTables } from './fake-store';
import { fakeUseCases, type UseCaseName, type UseCases } from './fake-use-cases';
export { FAKE_SMS_CODE } from './fake-use-cases';

// The real entry even while a test mocks '@thali/firebase-data' with this module (the same file, so a plain
// import would get the mock back).
const real = jest.requireActual<typeof import('../index')>('../index');

export type { FakeTables, FakeTable, FakeReview, FakePayments, StoredPayment } from './fake-store';

type Data = typeof real;
/** The data package's type, with each use case a jest mock of its real signature. */
export type FakeDataModule = Omit<Data, UseCaseName> & { [K in UseCaseName]: jest.MockedFunction<Data[K]> };

export interface FakeData {
  /** What '@thali/firebase-data' resolves to in a test that mocks it with this fake. */
  module: FakeDataModule;
  /** Sets these tables, as the database answering with them: live reads deliver, waiting reads resolve. */
  seed(tables: Partial<FakeTables>): void;
  /** Every live read of `table` fails with `error`, as a refused read would. */
  fail(table: FakeTable, error: Error): void;
  /** The current content of a table (undefined: never seeded). */
  table<T extends FakeTable>(table: T): FakeTables[T] | undefined;
  /** How many live reads of `table` are open (0 once every reader has unsubscribed). */
  listening(table: FakeTable): number;
  /** Delivers changes to live readers through `wrap` (React tests: act from Testing Library). */
  deliverWith(wrap: (deliver: () => void) => void): void;
  /** Empties the store and restores every use case's fake implementation (and clears its calls). */
  reset(): void;
}

function createFakeData(): FakeData {
  const store = new FakeStore();
  const implementations = fakeUseCases(store);
  const names = Object.keys(implementations) as UseCaseName[];
  const mocks = Object.fromEntries(names.map((name) => [name, jest.fn(implementations[name] as never)])) as unknown as {
    [K in UseCaseName]: jest.MockedFunction<Data[K]>;
  };
  const restore = () => names.forEach((name) => mocks[name].mockReset().mockImplementation(implementations[name] as never));
  return {
    module: { ...real, ...mocks },
    seed: (tables) => store.seed(tables),
    fail: (table, error) => store.fail(table, error),
    table: (table) => store.get(table),
    listening: (table) => store.listening(table),
    deliverWith: (wrap) => {
      store.wrapDelivery = wrap;
    },
    reset: () => {
      store.reset();
      restore();
    },
  };
}

/** The one fake of a test file (Jest gives each test file its own module registry). */
export const fakeData: FakeData = createFakeData();
export type { UseCases };
