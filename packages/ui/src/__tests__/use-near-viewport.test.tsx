import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from '../use-near-viewport';

// jsdom has no layout: a stand-in IntersectionObserver records what is observed and lets the test say when it nears.
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback, readonly options: IntersectionObserverInit = {}) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter(isIntersecting: boolean) {
    act(() => this.callback(this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as never));
  }
}

function Section() {
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} aria-label="Kitchens">
      {near ? 'loaded' : 'waiting'}
    </section>
  );
}

afterEach(() => {
  FakeObserver.all = [];
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('false until the section comes within a screen of the viewport, then true for good', () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  render(<Section />);
  const section = screen.getByRole('region', { name: 'Kitchens' });
  expect(section).toHaveTextContent('waiting');
  const [observer] = FakeObserver.all;
  expect(observer!.observed).toEqual([section]);
  expect(observer!.options.rootMargin).toBe('100% 0px');
  observer!.enter(false);
  expect(section).toHaveTextContent('waiting');
  observer!.enter(true);
  expect(section).toHaveTextContent('loaded');
  // nothing left to watch
  expect(observer!.disconnected).toBe(true);
  expect(FakeObserver.all).toHaveLength(1);
});

test('without IntersectionObserver, true at once', () => {
  render(<Section />);
  expect(screen.getByRole('region', { name: 'Kitchens' })).toHaveTextContent('loaded');
});
