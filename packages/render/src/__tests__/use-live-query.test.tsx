import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useLiveQuery } from '../query/use-live-query';
import { useQueryOnce } from '../query/use-query-once';
import { clearQueryCache, watchLive, type LiveSource } from '../query/query-cache';

/** A stand-in for a data package subscription: counts who is listening, lets the test answer. */
function fakeSource<T>() {
  const active = new Set<{ onData: (v: T) => void; onError: (e: Error) => void; topic: string }>();
  const started: string[] = [];
  return {
    active,
    started,
    for: (topic: string): LiveSource<T> => (handlers) => {
      const listener = { ...handlers, topic };
      active.add(listener);
      started.push(topic);
      return () => active.delete(listener);
    },
    emit: (value: T) => act(() => active.forEach((l) => l.onData(value))),
    fail: (error: Error) => act(() => active.forEach((l) => l.onError(error))),
  };
}

let source: ReturnType<typeof fakeSource<string[]>>;
beforeEach(() => {
  clearQueryCache();
  source = fakeSource<string[]>();
});

function Names({ topic, label = 'names' }: { topic: string; label?: string }) {
  const result = useLiveQuery({ key: ['names', topic], subscribe: source.for(topic) });
  return (
    <p aria-label={label}>
      {result.status}:{result.data?.join(',') ?? '-'}:{result.error?.message ?? '-'}
    </p>
  );
}
const shown = (label = 'names') => screen.getByLabelText(label).textContent;

test('pending until the first value, then each value as it arrives', () => {
  render(<Names topic="a" />);
  expect(shown()).toBe('pending:-:-');
  source.emit(['Asha']);
  expect(shown()).toBe('success:Asha:-');
  source.emit(['Asha', 'Ravi']);
  expect(shown()).toBe('success:Asha,Ravi:-');
});

test('a failure shows the error and keeps the last data', () => {
  render(<Names topic="a" />);
  source.emit(['Asha']);
  source.fail(new Error('Permission denied'));
  expect(shown()).toBe('error:Asha:Permission denied');
});

test('a new key subscribes anew and never shows the previous key’s data', () => {
  const { rerender } = render(<Names topic="a" />);
  source.emit(['Asha']);
  rerender(<Names topic="b" />);
  expect(shown()).toBe('pending:-:-');
  expect([...source.active].map((l) => l.topic)).toEqual(['b']);
  source.emit(['Ravi']);
  expect(shown()).toBe('success:Ravi:-');
});

test('two components on one key share one subscription, which ends when the last one leaves', () => {
  const { rerender, unmount } = render(
    <>
      <Names topic="a" label="first" />
      <Names topic="a" label="second" />
    </>,
  );
  expect(source.active.size).toBe(1);
  source.emit(['Asha']);
  expect(shown('first')).toBe('success:Asha:-');
  expect(shown('second')).toBe('success:Asha:-');
  rerender(<Names topic="a" label="second" />);
  expect(source.active.size).toBe(1);
  unmount();
  expect(source.active.size).toBe(0);
});

test('StrictMode’s double mount leaves exactly one subscription, and unmounting ends it', () => {
  const { unmount } = render(
    <StrictMode>
      <Names topic="a" />
    </StrictMode>,
  );
  expect(source.active.size).toBe(1);
  source.emit(['Asha']);
  expect(shown()).toBe('success:Asha:-');
  unmount();
  expect(source.active.size).toBe(0);
});

test('a source that answers at once is shown at once', () => {
  function Now() {
    const result = useLiveQuery<number>({ key: ['now'], subscribe: ({ onData }) => (onData(7), () => {}) });
    return <p aria-label="now">{result.status}:{result.data}</p>;
  }
  render(<Now />);
  expect(screen.getByLabelText('now').textContent).toBe('success:7');
});

test('disabled: nothing is read and the result stays pending', () => {
  function Off() {
    const result = useLiveQuery({ key: ['off'], subscribe: source.for('off') }, { enabled: false });
    return <p aria-label="off">{result.status}</p>;
  }
  render(<Off />);
  expect(screen.getByLabelText('off').textContent).toBe('pending');
  expect(source.started).toEqual([]);
});

describe('useQueryOnce', () => {
  function Kitchen({ id, read, keep }: { id: string; read: (id: string) => Promise<string>; keep?: boolean }) {
    const result = useQueryOnce({ key: ['kitchen', id], read: () => read(id), keep });
    return <p aria-label="kitchen">{result.status}:{result.data ?? '-'}:{result.error?.message ?? '-'}</p>;
  }
  const kitchen = () => screen.getByLabelText('kitchen').textContent;

  test('pending, then the answer; a failure is an error', async () => {
    const read = jest.fn(async (id: string) => {
      if (id === 'gone') throw new Error('Provider not found');
      return `Kitchen ${id}`;
    });
    const { rerender } = render(<Kitchen id="a" read={read} />);
    expect(kitchen()).toBe('pending:-:-');
    await act(async () => {});
    expect(kitchen()).toBe('success:Kitchen a:-');
    rerender(<Kitchen id="gone" read={read} />);
    expect(kitchen()).toBe('pending:-:-');
    await act(async () => {});
    expect(kitchen()).toBe('error:-:Provider not found');
  });

  test('read again on the next mount, unless kept', async () => {
    const read = jest.fn(async (id: string) => `Kitchen ${id}`);
    const first = render(<Kitchen id="a" read={read} />);
    await act(async () => {});
    first.unmount();
    const second = render(<Kitchen id="a" read={read} />);
    await act(async () => {});
    second.unmount();
    expect(read).toHaveBeenCalledTimes(2);

    const kept = render(<Kitchen id="b" read={read} keep />);
    await act(async () => {});
    kept.unmount();
    render(<Kitchen id="b" read={read} keep />);
    expect(kitchen()).toBe('success:Kitchen b:-');
    expect(read).toHaveBeenCalledTimes(3);
  });
});

describe('a listener that renders nothing (the shell: a page behind sign-in, its data started while it checks the role)', () => {
  test('the page that mounts meanwhile finds the read on its way, then its answer, and shares the one listener', () => {
    const release = watchLive(['names', 'a'], source.for('a'), () => {});
    expect(source.started).toEqual(['a']); // asked before any page listens
    source.emit(['Asha']); // answered while the role is still being read
    render(<Names topic="a" />);
    expect(shown()).toBe('success:Asha:-'); // the first render already shows it
    release();
    expect(source.active.size).toBe(1); // the page keeps the read going
    source.emit(['Asha', 'Ravi']);
    expect(shown()).toBe('success:Asha,Ravi:-');
    expect(source.started).toEqual(['a']); // never asked twice
  });

  test('released with no page listening (the guard sent the reader elsewhere): the read stops', () => {
    const release = watchLive(['names', 'b'], source.for('b'), () => {});
    expect(source.active.size).toBe(1);
    release();
    expect(source.active.size).toBe(0);
    render(<Names topic="b" />); // a later visit reads afresh
    expect(shown()).toBe('pending:-:-');
    expect(source.started).toEqual(['b', 'b']);
  });
});
