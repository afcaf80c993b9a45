// The live page's first commit replaces the server's copy (take-over.ts): a stand-in commit replaces the root's
// children the way React's does, in one go.
import { COPY_STYLE_ATTRIBUTE, STARTUP_ATTRIBUTE, STARTUP_EVENT } from '../../markers';
import { startupState } from '../startup';
import { hasServerCopy, shownInServerCopy, takeOverServerCopy, watchFirstCommit } from '../take-over';

const COPY = '<div><header><a href="/">Thali</a><a href="/about">Who We Are</a></header><main><h1 id="about-title">Who We Are</h1></main></div>';
const LIVE = '<div><header><a href="/">Thali</a><a href="/about">Who We Are</a></header><main><h1>Who We Are</h1><p>live</p></main></div>';
let root: HTMLElement;
let moves: string[];
const record = (event: Event) => moves.push((event as CustomEvent<{ state: string }>).detail.state);

function commit(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  root.replaceChildren(template.content);
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0)); // the observer's microtask has run

beforeEach(() => {
  // the composed document's state once the shell has started rendering (startup.ts)
  document.documentElement.setAttribute(STARTUP_ATTRIBUTE, 'code-ready');
  document.head.innerHTML = '<style data-styled>h1{}</style>';
  // the copy's rules come first in the root (the composer)
  document.body.innerHTML = `<div id="root"><style ${COPY_STYLE_ATTRIBUTE}>h1{color:red}</style>${COPY}</div>`;
  root = document.getElementById('root')!;
  moves = [];
  document.addEventListener(STARTUP_EVENT, record);
});
afterEach(() => {
  document.removeEventListener(STARTUP_EVENT, record);
  document.documentElement.removeAttribute(STARTUP_ATTRIBUTE);
});

test('a root the server filled holds a copy; an empty one, or one with styles only, does not', () => {
  expect(hasServerCopy(root)).toBe(true);
  root.replaceChildren(root.querySelector('style')!);
  expect(hasServerCopy(root)).toBe(false);
  root.replaceChildren();
  expect(hasServerCopy(root)).toBe(false);
});

test('once the live page replaces the copy, the copy\'s styles go, the app\'s own stay, and the live page is committed', async () => {
  takeOverServerCopy(root);
  root.querySelector('div')!.setAttribute('title', 'still the copy'); // not a replacement: nothing happens
  await flush();
  expect(document.querySelectorAll(`style[${COPY_STYLE_ATTRIBUTE}]`)).toHaveLength(1);
  expect(startupState()).toBe('code-ready');
  commit(LIVE);
  await flush();
  expect(document.querySelectorAll(`style[${COPY_STYLE_ATTRIBUTE}]`)).toHaveLength(0);
  expect(document.querySelectorAll('style[data-styled]')).toHaveLength(1);
  expect(startupState()).toBe('live-committed');
  expect(moves).toEqual(['live-committed']);
});

test('a reader who had tabbed to a link of the copy finds the focus on the same link of the live page', async () => {
  takeOverServerCopy(root);
  const copyLink = root.querySelector<HTMLAnchorElement>('a[href="/about"]')!;
  copyLink.focus();
  commit(LIVE);
  await flush();
  const live = root.querySelector<HTMLAnchorElement>('a[href="/about"]')!;
  expect(live).not.toBe(copyLink);
  expect(document.activeElement).toBe(live);
});

test('stopping before the commit leaves everything as it was', async () => {
  const stop = takeOverServerCopy(root);
  stop();
  commit(LIVE);
  await flush();
  expect(startupState()).toBe('code-ready');
  expect(moves).toEqual([]);
});

test('on a document without a copy, the first render on the empty root is the live commit', async () => {
  root.replaceChildren();
  watchFirstCommit(root);
  await flush();
  expect(startupState()).toBe('code-ready');
  commit(LIVE);
  await flush();
  expect(startupState()).toBe('live-committed');
  commit(COPY); // later commits move nothing
  await flush();
  expect(moves).toEqual(['live-committed']);
});

test('on a document with a copy, the first commit is the take-over', async () => {
  watchFirstCommit(root);
  commit(LIVE);
  await flush();
  expect(startupState()).toBe('live-committed');
  expect(document.querySelectorAll(`style[${COPY_STYLE_ATTRIBUTE}]`)).toHaveLength(0);
});

test('an element is shown in the copy only while the live page\'s first render is about to replace it', () => {
  expect(shownInServerCopy('about-title')).toBe(true);
  expect(shownInServerCopy('not-there')).toBe(false);
  // the copy replaced: a later render of the page is not the take-over's
  commit(LIVE.replace('<h1>', '<h1 id="about-title">'));
  document.documentElement.setAttribute(STARTUP_ATTRIBUTE, 'live-committed');
  expect(shownInServerCopy('about-title')).toBe(false);
  // a document the server did not compose: its root is empty at the live page's first render
  root.replaceChildren();
  document.documentElement.setAttribute(STARTUP_ATTRIBUTE, 'code-ready');
  expect(shownInServerCopy('about-title')).toBe(false);
});
