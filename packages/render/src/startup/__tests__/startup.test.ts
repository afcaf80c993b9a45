// The start-up's state machine (startup.ts): one state on <html>, moved only forward, each move marked and announced.
import { STARTUP_ATTRIBUTE, STARTUP_EVENT } from '../../markers';
import { advanceStartup, announceStartup, STARTUP_STATES, startupState, whenStartup, type StartupEventDetail } from '../startup';

let moves: string[];
// jsdom's performance has no marks: a stand-in keeps their names
let marked: string[];
Object.defineProperty(performance, 'mark', { configurable: true, value: (name: string) => void marked.push(name) });
const record = (event: Event) => moves.push((event as CustomEvent<StartupEventDetail>).detail.state);

beforeEach(() => {
  document.documentElement.removeAttribute(STARTUP_ATTRIBUTE);
  marked = [];
  moves = [];
  document.addEventListener(STARTUP_EVENT, record);
});
afterEach(() => {
  document.removeEventListener(STARTUP_EVENT, record);
  document.documentElement.removeAttribute(STARTUP_ATTRIBUTE);
});

const marks = () => marked;

test('a document the server did not compose begins in `document`; a composed one in the state the server wrote', () => {
  expect(startupState()).toBe('document');
  document.documentElement.setAttribute(STARTUP_ATTRIBUTE, 'copy-painted');
  expect(startupState()).toBe('copy-painted');
  document.documentElement.setAttribute(STARTUP_ATTRIBUTE, 'no-such-state');
  expect(startupState()).toBe('document');
});

test('a composed document passes every state in order: attribute, event and performance mark at each move', () => {
  document.documentElement.setAttribute(STARTUP_ATTRIBUTE, 'copy-painted');
  for (const state of ['code-ready', 'live-committed', 'data-live'] as const) {
    expect(advanceStartup(state)).toBe(true);
    expect(document.documentElement.getAttribute(STARTUP_ATTRIBUTE)).toBe(state);
  }
  expect(moves).toEqual(['code-ready', 'live-committed', 'data-live']);
  expect(marks()).toEqual(['thali:startup:code-ready', 'thali:startup:live-committed', 'thali:startup:data-live']);
});

test('a move that is not the next one is ignored: no skipping, no going back, no repeating', () => {
  expect(advanceStartup('live-committed')).toBe(false); // skips code-ready
  expect(advanceStartup('copy-painted')).toBe(false); // only the server writes it
  expect(advanceStartup('code-ready')).toBe(true);
  expect(advanceStartup('code-ready')).toBe(false);
  expect(advanceStartup('document')).toBe(false);
  expect(advanceStartup('data-live')).toBe(false);
  expect(startupState()).toBe('code-ready');
  expect(moves).toEqual(['code-ready']);
  expect(STARTUP_STATES).toEqual(['document', 'copy-painted', 'code-ready', 'live-committed', 'data-live']);
});

test('announcing the state the document arrived in marks it without moving', () => {
  document.documentElement.setAttribute(STARTUP_ATTRIBUTE, 'copy-painted');
  announceStartup('copy-painted');
  expect(startupState()).toBe('copy-painted');
  expect(moves).toEqual(['copy-painted']);
  expect(marks()).toEqual(['thali:startup:copy-painted']);
});

test('whenStartup settles once the state is reached or passed, at once if it already has', async () => {
  const settled: string[] = [];
  void whenStartup('live-committed').then(() => settled.push('live-committed'));
  void whenStartup('code-ready').then(() => settled.push('code-ready'));
  void whenStartup('document').then(() => settled.push('document'));
  await Promise.resolve();
  expect(settled).toEqual(['document']);
  advanceStartup('code-ready');
  await Promise.resolve();
  expect(settled).toEqual(['document', 'code-ready']);
  advanceStartup('live-committed');
  advanceStartup('data-live');
  await Promise.resolve();
  expect(settled).toEqual(['document', 'code-ready', 'live-committed']);
  await expect(whenStartup('code-ready')).resolves.toBeUndefined();
});
