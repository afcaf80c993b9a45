// The live page's first commit replaces the server's copy (take-over.ts): a stand-in commit replaces the root's
// children the way React's does, in one go.
import { hasServerCopy, takeOverServerCopy } from '../api/take-over';

const COPY = '<div><header><a href="/">Thali</a><a href="/about">Who We Are</a></header><main><h1>Who We Are</h1></main></div>';
const LIVE = '<div><header><a href="/">Thali</a><a href="/about">Who We Are</a></header><main><h1>Who We Are</h1><p>live</p></main></div>';
let root: HTMLElement;

function commit(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  root.replaceChildren(template.content);
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0)); // the observer's microtask has run

beforeEach(() => {
  document.documentElement.setAttribute('data-prerendered', '');
  document.head.innerHTML = '<style data-styled>h1{}</style>';
  // the copy's rules come first in the root (compose.js)
  document.body.innerHTML = `<div id="root"><style data-prerendered>h1{color:red}</style>${COPY}</div>`;
  root = document.getElementById('root')!;
});

test('a root the server filled holds a copy; an empty one, or one with styles only, does not', () => {
  expect(hasServerCopy(root)).toBe(true);
  root.replaceChildren(root.querySelector('style')!);
  expect(hasServerCopy(root)).toBe(false);
  root.replaceChildren();
  expect(hasServerCopy(root)).toBe(false);
});

test('once the live page replaces the copy, the copy\'s styles and mark go, and the app\'s own stay', async () => {
  takeOverServerCopy(root);
  root.querySelector('div')!.setAttribute('title', 'still the copy'); // not a replacement: nothing happens
  await flush();
  expect(document.querySelectorAll('style[data-prerendered]')).toHaveLength(1);
  commit(LIVE);
  await flush();
  expect(document.querySelectorAll('style[data-prerendered]')).toHaveLength(0);
  expect(document.querySelectorAll('style[data-styled]')).toHaveLength(1);
  expect(document.documentElement.hasAttribute('data-prerendered')).toBe(false);
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
  expect(document.documentElement.hasAttribute('data-prerendered')).toBe(true);
});
