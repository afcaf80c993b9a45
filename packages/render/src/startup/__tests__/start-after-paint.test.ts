// The shell's entry is started by an inline script (start-after-paint.ts): at once on an ordinary document; on one
// that came with its page's copy (`copy-painted`), only after that copy has been painted, and its script preloads with it.
import { STARTUP_ATTRIBUTE, STARTUP_EVENT } from '../../markers';
import { startAfterPaint } from '../start-after-paint';

const run = () => startAfterPaint('/main.js');
const started = () => Array.from(document.querySelectorAll('script[src]')).map((s) => s.getAttribute('src'));
const preloads = () => Array.from(document.querySelectorAll('link[rel="preload"]')).map((l) => l.getAttribute('href'));
let announced: string[];
const record = (event: Event) => announced.push((event as CustomEvent<{ state: string }>).detail.state);

beforeEach(() => {
  jest.useFakeTimers();
  document.documentElement.removeAttribute(STARTUP_ATTRIBUTE);
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"></div>';
  announced = [];
  document.addEventListener(STARTUP_EVENT, record);
});
afterEach(() => {
  document.removeEventListener(STARTUP_EVENT, record);
  document.documentElement.removeAttribute(STARTUP_ATTRIBUTE);
  jest.useRealTimers();
});

test('an ordinary document starts its entry in the next task (the document has been parsed)', () => {
  run();
  jest.advanceTimersByTime(1);
  expect(started()).toEqual(['/main.js']);
  expect(announced).toEqual([]); // it stays in `document` until the shell moves it
});

test('a composed document starts its scripts\' preloads, one per task, once the frame after its first has begun, then its entry, after the next frames', () => {
  document.documentElement.setAttribute(STARTUP_ATTRIBUTE, 'copy-painted');
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
  const tasks: (() => void)[] = [];
  const queue = jest.spyOn(window, 'setTimeout').mockImplementation(((task: () => void) => tasks.push(task)) as unknown as typeof setTimeout);
  jest.advanceTimersByTime(1);
  expect(preloads()).toEqual(['/main.js']);
  tasks.shift()!();
  expect(preloads()).toEqual(['/main.js', '/react.js']);
  tasks.shift()!();
  expect(preloads()).toEqual(['/main.js', '/react.js', 'https://sf.test/remoteEntry.js']);
  tasks.shift()!(); // the last download's task: all started
  expect(tasks).toHaveLength(0);
  queue.mockRestore();
  expect(announced).toEqual([]); // the rest of the copy is still being painted
  const opened = jest.spyOn(Storage.prototype, 'getItem');
  jest.advanceTimersToNextFrame();
  jest.advanceTimersToNextFrame();
  jest.advanceTimersByTime(1);
  expect(announced).toEqual(['copy-painted']); // the copy is on the screen
  expect(opened).not.toHaveBeenCalled();
  // then the origin's storage is opened, in a task of its own, before the entry (whose runtime reads it) runs
  jest.advanceTimersByTime(1);
  expect(opened).toHaveBeenCalledTimes(2);
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(started()).toEqual(['/main.js']);
  opened.mockRestore();
  jest.advanceTimersByTime(2000);
  expect(started()).toEqual(['/main.js']); // started once
  expect(preloads()).toHaveLength(3);
  expect(announced).toEqual(['copy-painted']);
});

test('a hidden tab, which paints nothing, starts it after TIMEOUTS.paintWaitMs anyway', () => {
  document.documentElement.setAttribute(STARTUP_ATTRIBUTE, 'copy-painted');
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0); // no frames
  run();
  jest.advanceTimersByTime(999);
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(1);
  jest.advanceTimersByTime(1); // its entry's task
  expect(started()).toEqual(['/main.js']);
  raf.mockRestore();
});

test('where the paint is observable, the downloads start at the first paint, before the frames after it', () => {
  document.documentElement.setAttribute(STARTUP_ATTRIBUTE, 'copy-painted');
  document.head.innerHTML = '<link data-after-paint href="/main.js"><link data-after-paint href="https://sf.test/remoteEntry.js">';
  type Notify = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;
  let notify: Notify | undefined;
  const original = window.PerformanceObserver;
  // jsdom observes no paint: a stand-in that says it does, and reports the first contentful paint when told to
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: Notify) {
      notify = callback;
    }
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: PaintObserver, configurable: true, writable: true });
  try {
    run();
    jest.advanceTimersByTime(1);
    expect(preloads()).toEqual([]); // nothing before the paint
    notify!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} });
    expect(preloads()).toEqual(['/main.js']); // at the paint itself, one per task
    jest.advanceTimersByTime(1);
    expect(preloads()).toEqual(['/main.js', 'https://sf.test/remoteEntry.js']);
    expect(started()).toEqual([]);
    expect(announced).toEqual([]); // the rest of the copy is still being painted
    jest.advanceTimersToNextFrame();
    jest.advanceTimersToNextFrame();
    jest.advanceTimersByTime(1); // start: the copy is on the screen
    expect(announced).toEqual(['copy-painted']);
    jest.advanceTimersByTime(1); // the storage's task
    jest.advanceTimersByTime(1); // the entry's
    expect(started()).toEqual(['/main.js']);
    jest.advanceTimersToNextFrame();
    jest.advanceTimersToNextFrame();
    jest.advanceTimersByTime(2000);
    expect(preloads()).toHaveLength(2); // each download started once, the entry too
    expect(started()).toEqual(['/main.js']);
  } finally {
    Object.defineProperty(window, 'PerformanceObserver', { value: original, configurable: true, writable: true });
  }
});
