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
});
afterEach(() => jest.useRealTimers());

test('an ordinary document starts its entry in the next task (the document has been parsed)', () => {
  run();
  jest.advanceTimersByTime(1);
  expect(started()).toEqual(['/main.js']);
});

test('a prerendered document starts its scripts\' preloads, one per task, then its entry, after the next frames', () => {
  document.documentElement.setAttribute('data-prerendered', '');
  document.head.innerHTML =
    '<link data-after-paint href="/main.js"><link data-after-paint href="/react.js"><link data-after-paint href="https://sf.test/remoteEntry.js">';
  document.body.innerHTML = '<div id="root"><main><h1>Who We Are</h1></main></div>';
  run();
  expect(started()).toEqual([]);
  expect(preloads()).toEqual([]);
  jest.advanceTimersToNextFrame();
  expect(preloads()).toEqual([]); // one frame: the copy is being painted
  jest.advanceTimersToNextFrame();
  // each task starts one download (all of them at once made a long task), in the document's order: the tasks it
  // queues are run here one by one
  const tasks = [];
  const queue = jest.spyOn(window, 'setTimeout').mockImplementation((task) => tasks.push(task));
  jest.advanceTimersByTime(1);
  expect(preloads()).toEqual(['/main.js']);
  tasks.shift()();
  expect(preloads()).toEqual(['/main.js', '/react.js']);
  const opened = jest.spyOn(Storage.prototype, 'getItem');
  tasks.shift()();
  expect(preloads()).toEqual(['/main.js', '/react.js', 'https://sf.test/remoteEntry.js']);
  expect(opened).not.toHaveBeenCalled();
  // then the origin's storage is opened, in a task of its own, before the entry (whose runtime reads it) runs
  tasks.shift()();
  expect(opened).toHaveBeenCalledTimes(2);
  expect(started()).toEqual([]);
  tasks.shift()();
  expect(started()).toEqual(['/main.js']);
  opened.mockRestore();
  expect(tasks).toHaveLength(0);
  queue.mockRestore();
  jest.advanceTimersByTime(2000);
  expect(started()).toEqual(['/main.js']); // started once
  expect(preloads()).toHaveLength(3);
});

test('a hidden tab, which paints nothing, starts it after a second anyway', () => {
  document.documentElement.setAttribute('data-prerendered', '');
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0); // no frames
  run();
  jest.advanceTimersByTime(999);
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(1);
  jest.advanceTimersByTime(1); // its entry's task
  expect(started()).toEqual(['/main.js']);
  raf.mockRestore();
});
