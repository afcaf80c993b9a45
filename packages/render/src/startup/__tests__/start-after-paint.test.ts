// The shell's entry is started by an inline script (start-after-paint.ts): at once on an ordinary document; on one
// that came with its page's copy (`copy-painted`), only after that copy has been painted (its scripts download meanwhile).
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

test('a composed document runs its entry after the next frames: the origin\'s storage opened in a task first', () => {
  document.documentElement.setAttribute(STARTUP_ATTRIBUTE, 'copy-painted');
  // the composer's preloads: downloading while the copy paints; the script adds none of its own
  document.head.innerHTML = '<link rel="preload" as="script" href="/main.js"><link rel="preload" as="script" href="https://sf.test/remoteEntry.js">';
  document.body.innerHTML = '<div id="root"><main><h1>Who We Are</h1></main></div>';
  run();
  expect(started()).toEqual([]);
  jest.advanceTimersToNextFrame();
  expect(announced).toEqual([]); // one frame: the copy is being painted
  jest.advanceTimersToNextFrame();
  const tasks: (() => void)[] = [];
  const queue = jest.spyOn(window, 'setTimeout').mockImplementation(((task: () => void) => tasks.push(task)) as unknown as typeof setTimeout);
  jest.advanceTimersByTime(1);
  expect(announced).toEqual(['copy-painted']); // the copy is on the screen
  const opened = jest.spyOn(Storage.prototype, 'getItem');
  expect(opened).not.toHaveBeenCalled();
  // the origin's storage is opened in a task of its own, before the entry (whose runtime reads it) runs
  tasks.shift()!();
  expect(opened).toHaveBeenCalledTimes(2);
  expect(started()).toEqual([]);
  tasks.shift()!();
  expect(started()).toEqual(['/main.js']);
  opened.mockRestore();
  expect(tasks).toHaveLength(0);
  queue.mockRestore();
  jest.advanceTimersByTime(2000);
  expect(started()).toEqual(['/main.js']); // started once
  expect(preloads()).toEqual(['/main.js', 'https://sf.test/remoteEntry.js']);
  expect(announced).toEqual(['copy-painted']);
});

test('a hidden tab, which paints nothing, starts it after TIMEOUTS.paintWaitMs anyway', () => {
  document.documentElement.setAttribute(STARTUP_ATTRIBUTE, 'copy-painted');
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0); // no frames
  run();
  jest.advanceTimersByTime(999);
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(1);
  jest.advanceTimersByTime(1); // the storage's task
  jest.advanceTimersByTime(1); // its entry's task
  expect(started()).toEqual(['/main.js']);
  raf.mockRestore();
});
