import { act, render, screen } from '@testing-library/react';
import { useLiveQuery } from '../query/use-live-query';
import { useQueryOnce } from '../query/use-query-once';
import { clearQueryCache, peek, type LiveSource } from '../query/query-cache';
import { FIRST_DATA_ATTRIBUTE } from '../markers';
import { firstDataScript, seedFromCopy } from '../query/first-data';

/** A live source the test answers by hand; counts who started it. */
function manualSource<T>() {
  const handlers: Array<{ onData: (v: T) => void; shown?: boolean }> = [];
  const source: LiveSource<T> = (h) => {
    handlers.push(h);
    return () => undefined;
  };
  return { source, handlers, emit: (value: T) => act(() => handlers.forEach((h) => h.onData(value))) };
}

/** A copy as the server sends it: some markup, then its data. */
function copyWith(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

beforeEach(() => {
  clearQueryCache();
  jest.useRealTimers();
});

function Dishes({ source }: { source: LiveSource<string[]> }) {
  const result = useLiveQuery({ key: ['menu-items', 'k1'], subscribe: source });
  return <p aria-label="dishes">{result.status}:{result.data?.join(',') ?? '-'}</p>;
}

test('the live page’s first render shows the data its copy was rendered with; its own read then takes over', () => {
  const root = copyWith(`<h1>Menu</h1>${firstDataScript([[['menu-items', 'k1'], ['Puran Poli', 'Solkadhi']]])}`);
  expect(seedFromCopy(root)).toBe(1);
  const live = manualSource<string[]>();
  render(<Dishes source={live.source} />);
  expect(screen.getByLabelText('dishes')).toHaveTextContent('success:Puran Poli,Solkadhi');
  // the source is told the page shows an answer already (it need not hurry a first read of its own)
  expect(live.handlers.map((h) => h.shown)).toEqual([true]);
  expect(live.handlers).toHaveLength(1); // the live read still starts
  live.emit(['Puran Poli']);
  expect(screen.getByLabelText('dishes')).toHaveTextContent('success:Puran Poli');
});

test('a first answer equal to the copy\'s data renders nothing again; the next change does', () => {
  seedFromCopy(copyWith(firstDataScript([[['menu-items', 'k1'], ['Puran Poli', 'Solkadhi']]])));
  const live = manualSource<string[]>();
  render(<Dishes source={live.source} />);
  const shown = screen.getByLabelText('dishes');
  const before = peek(['menu-items', 'k1']).data;
  live.emit(['Puran Poli', 'Solkadhi']);
  expect(peek(['menu-items', 'k1']).data).toBe(before); // the same answer object: React has nothing to do
  expect(shown).toHaveTextContent('success:Puran Poli,Solkadhi');
  live.emit(['Puran Poli', 'Solkadhi', 'Masala Chai']);
  expect(shown).toHaveTextContent('success:Puran Poli,Solkadhi,Masala Chai');
});

test('a read-once query answered by the copy is not read again', () => {
  seedFromCopy(copyWith(firstDataScript([[['provider', 'k1'], { name: 'Annapurna' }]])));
  const query = jest.fn(() => Promise.resolve({ name: 'other' }));
  function Name() {
    const result = useQueryOnce({ key: ['provider', 'k1'], read: query });
    return <p aria-label="name">{result.data?.name ?? result.status}</p>;
  }
  render(<Name />);
  expect(screen.getByLabelText('name')).toHaveTextContent('Annapurna');
  expect(query).not.toHaveBeenCalled();
});

test('data no page asks for in time is forgotten, and a copy never overrides an answer already live', () => {
  jest.useFakeTimers();
  seedFromCopy(copyWith(firstDataScript([[['plans', 'k1'], ['Monthly lunch']]])), 1000);
  expect(peek(['plans', 'k1']).status).toBe('success');
  jest.advanceTimersByTime(1000);
  expect(peek(['plans', 'k1']).status).toBe('pending');

  const live = manualSource<string[]>();
  render(<Dishes source={live.source} />);
  live.emit(['Varhadi Thali']);
  seedFromCopy(copyWith(firstDataScript([[['menu-items', 'k1'], ['stale']]])), 1000);
  expect(screen.getByLabelText('dishes')).toHaveTextContent('success:Varhadi Thali');
});

test('the data cannot end its script element early, and a missing or malformed element is no data', () => {
  const script = firstDataScript([[['reviews', 'k1'], ['</script><img src=x onerror=alert(1)>']]]);
  expect(script.match(/<\/script>/g)).toHaveLength(1);
  const root = copyWith(script);
  expect(root.querySelectorAll('img')).toHaveLength(0);
  expect(seedFromCopy(root)).toBe(1);
  expect(peek(['reviews', 'k1']).data).toEqual(['</script><img src=x onerror=alert(1)>']);

  expect(seedFromCopy(copyWith('<h1>About</h1>'))).toBe(0);
  expect(seedFromCopy(copyWith(`<script type="application/json" ${FIRST_DATA_ATTRIBUTE}>{not json</script>`))).toBe(0);
  expect(seedFromCopy(copyWith(`<script type="application/json" ${FIRST_DATA_ATTRIBUTE}>[["no key"], 3]</script>`))).toBe(0);
});

test('a key the copy did not answer: its source is not told an answer is shown', () => {
  const live = manualSource<string[]>();
  render(<Dishes source={live.source} />);
  expect(screen.getByLabelText('dishes')).toHaveTextContent('pending:-');
  expect(live.handlers.map((h) => h.shown)).toEqual([false]);
});
