'use strict';
/** Pure tests of the wire protocol's framing and of its table of actions. */
const { toFrames, FrameAssembler } = require('../src/database/wire/framing');
const { handlerFor } = require('../src/database/wire/handlers');

describe('framing', () => {
  test('a message up to 16384 characters is one frame; a longer one is a count and its parts', () => {
    expect(toFrames('x'.repeat(16384))).toEqual(['x'.repeat(16384)]);
    const frames = toFrames('y'.repeat(16385));
    expect(frames).toEqual(['2', 'y'.repeat(16384), 'y']);
  });

  test('the assembler joins the parts back, ignores keep-alives, passes single frames through', () => {
    const a = new FrameAssembler();
    expect(a.push('0')).toBeNull();
    expect(a.push('{"t":"c"}')).toEqual({ message: '{"t":"c"}' });
    const text = JSON.stringify({ d: 'z'.repeat(40000) });
    const out = toFrames(text).map((f) => a.push(f));
    expect(out.slice(0, -1).every((o) => o === null)).toBe(true);
    expect(out[out.length - 1]).toEqual({ message: text });
  });

  test('an absurd part count, or parts beyond 12 MiB, are fatal', () => {
    expect(new FrameAssembler().push('999999')).toEqual({ fatal: expect.stringMatching(/exceeds 769/) });
    const a = new FrameAssembler();
    a.push('769');
    let out = null;
    for (let i = 0; i < 769 && !out; i++) out = a.push('x'.repeat(16384 + 1));
    expect(out).toEqual({ fatal: 'Message too large' });
  });
});

describe('the table of actions', () => {
  test.each(['s', 'q', 'n', 'g', 'p', 'm', 'o', 'om', 'oc', 'auth', 'gauth', 'unauth'])('%s has a handler', (a) => {
    expect(typeof handlerFor(a)).toBe('function');
  });

  test.each(['x', 'constructor', '__proto__', 'toString', 5, null])('%p has none', (a) => {
    expect(handlerFor(a)).toBeNull();
  });

  test('auth and gauth share one handler', () => {
    expect(handlerFor('auth')).toBe(handlerFor('gauth'));
  });
});
