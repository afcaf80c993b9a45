// The entry TypeScript reads (typed-entry.ts) and the one that runs (index.ts) must be the same API: callers are
// type-checked against the first and run against the second. The type checks fail `pnpm typecheck` and name the
// export that differs; the test itself compares the names at run time.
import type * as Runtime from '../index';
import type * as Typed from '../typed-entry';

type RuntimeEntry = typeof Runtime;
type TypedEntry = typeof Typed;
type Shared = keyof RuntimeEntry & keyof TypedEntry;

/** Compiles only when T is never: the names listed in an error are the exports that differ. */
const none = <T extends never>(): T[] => [];

test('the lazy runtime entry exports exactly the names TypeScript sees, with types assignable both ways', () => {
  expect(none<Exclude<keyof TypedEntry, keyof RuntimeEntry>>()).toEqual([]); // typed, but missing at run time
  expect(none<Exclude<keyof RuntimeEntry, keyof TypedEntry>>()).toEqual([]); // at run time, unseen by TypeScript
  // what runs can be called as TypeScript says, and TypeScript promises nothing the lazy wrapper does not take
  expect(none<{ [K in Shared]: RuntimeEntry[K] extends TypedEntry[K] ? never : K }[Shared]>()).toEqual([]);
  expect(none<{ [K in Shared]: TypedEntry[K] extends RuntimeEntry[K] ? never : K }[Shared]>()).toEqual([]);

  // the same at run time (the typed entry loads the SDK, so it is required only here)
  const runtime = jest.requireActual<Record<string, unknown>>('../index');
  const typed = jest.requireActual<Record<string, unknown>>('../typed-entry');
  expect(Object.keys(runtime).sort()).toEqual(Object.keys(typed).sort());
  for (const name of Object.keys(runtime)) expect([name, typeof runtime[name]]).toEqual([name, typeof typed[name]]);
});
