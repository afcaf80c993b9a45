import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

describe('lazySchema', () => {
  it('makes the schema on first use only, once, and parses, composes and extends as the schema itself', () => {
    const make = jest.fn(() => z.object({ name: z.string(), count: z.optional(z.number()) }));
    const schema = lazySchema(make);
    expect(make).not.toHaveBeenCalled();

    expect(schema.safeParse({ name: 'Asha', count: 2 })).toEqual({ success: true, data: { name: 'Asha', count: 2 } });
    expect(schema.safeParse({ count: 'two' }).success).toBe(false);
    expect(z.optional(schema).safeParse(undefined).success).toBe(true);
    expect(z.record(z.string(), schema).safeParse({ a: { name: 'A' }, b: { name: 2 } }).success).toBe(false);
    const extended = z.extend(schema, { extra: z.boolean() });
    expect(extended.safeParse({ name: 'A', extra: true }).success).toBe(true);
    expect(extended.safeParse({ name: 'A' }).success).toBe(false);
    expect(schema.shape.name.safeParse('x').success).toBe(true);
    expect(schema instanceof z.ZodMiniObject).toBe(true);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('is made by a schema that contains it, when that one is first used', () => {
    const inner = jest.fn(() => z.number());
    const lazyInner = lazySchema(inner);
    const outer = lazySchema(() => z.object({ n: lazyInner }));
    expect(inner).not.toHaveBeenCalled();
    expect(outer.safeParse({ n: 1 }).success).toBe(true);
    expect(outer.safeParse({ n: '1' }).success).toBe(false);
    expect(inner).toHaveBeenCalledTimes(1);
  });
});
