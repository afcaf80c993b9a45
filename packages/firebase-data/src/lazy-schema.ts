/**
 * A schema made the first time it is used (parsed, composed or looked into), not when its module loads. zod builds a
 * schema eagerly, every field a schema object of its own: the data package's record schemas took ~20 ms of main
 * thread to make (~90 ms on a mid-range phone, in one task with a visitor's first data), while a public page parses
 * five of them. Made lazily, a page makes those it reads and nothing else (issue 43).
 *
 * The stand-in forwards every operation to the schema, which it makes on the first one: zod reads a schema through its
 * properties (`_zod`, `shape`, `safeParse`) and recognises one by its traits, never by its identity.
 */
export function lazySchema<S extends object>(make: () => S): S {
  let made: S | undefined;
  const schema = (): S => (made ??= make());
  return new Proxy({} as S, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    ownKeys: () => Reflect.ownKeys(schema()),
    // a proxy may not call a property non-configurable unless its own (empty) target has it so
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
