/**
 * @jest-environment jsdom
 */
// The shell's entry is started by an inline script (start-after-paint.js): at once on an ordinary document; on one
// that came with its page prerendered, only after that page has been painted, and its script preloads with it.
const { startAfterPaintScript } = require('../webpack');

const run = () => new Function(startAfterPaintScript('/main.js'))();
const started = () => Array.from(document.querySelectorAll('script[src]')).map((s) => s.getAttribute('src'));
const preloads = () => Array.from(document.querySelectorAll('link[rel="preload"]')).map((l) => l.getAttribute('href'));

beforeEach(() => {
  jest.useFakeTimers();
  document.documentElement.removeAttribute('data-prerendered');
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"></div>';
  delete window.__thaliAfterPaint;
});
afterEach(() => jest.useRealTimers());

test('an ordinary document starts its entry at once (the document has been parsed)', () => {
  run();
  expect(started()).toEqual(['/main.js']);
});

test('a prerendered document starts its entry, the scripts\' preloads and what waited for them after the next frames', () => {
  document.documentElement.setAttribute('data-prerendered', '');
  document.head.innerHTML = '<link data-after-paint href="/react.js"><link data-after-paint href="/app.js">';
  document.body.innerHTML = '<div id="root"><main><h1>Who We Are</h1></main></div>';
  const waited = jest.fn();
  window.__thaliAfterPaint = [waited];
  run();
  expect(started()).toEqual([]);
  expect(preloads()).toEqual([]);
  jest.advanceTimersToNextFrame();
  expect(started()).toEqual([]); // one frame: the copy is being painted
  jest.advanceTimersToNextFrame();
  jest.advanceTimersByTime(1);
  expect(started()).toEqual(['/main.js']);
  expect(preloads()).toEqual(['/react.js', '/app.js']);
  expect(waited).toHaveBeenCalledTimes(1);
  // what asks later (remotes.json arrived after the paint) runs at once
  const late = jest.fn();
  window.__thaliAfterPaint.push(late);
  expect(late).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(2000);
  expect(started()).toEqual(['/main.js']); // started once
});

test('a hidden tab, which paints nothing, starts it after a second anyway', () => {
  document.documentElement.setAttribute('data-prerendered', '');
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0); // no frames
  run();
  jest.advanceTimersByTime(999);
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(started()).toEqual(['/main.js']);
  raf.mockRestore();
});
