import { act, renderHook } from '@testing-library/react';
import { useNow } from '../use-now';

afterEach(() => jest.useRealTimers());

test('the time moves on at the start of each minute, and stops with the component', () => {
  jest.useFakeTimers({ now: Date.UTC(2026, 10, 23, 10, 0, 30) });
  const { result, unmount } = renderHook(() => useNow());
  expect(result.current).toBe(Date.UTC(2026, 10, 23, 10, 0, 30));
  act(() => jest.advanceTimersByTime(29_999));
  expect(result.current).toBe(Date.UTC(2026, 10, 23, 10, 0, 30));
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe(Date.UTC(2026, 10, 23, 10, 1, 0));
  act(() => jest.advanceTimersByTime(60_000));
  expect(result.current).toBe(Date.UTC(2026, 10, 23, 10, 2, 0));
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});

test('a fixed time is returned as it is and starts no timer', () => {
  jest.useFakeTimers();
  const { result } = renderHook(() => useNow(1_000));
  expect(result.current).toBe(1_000);
  expect(jest.getTimerCount()).toBe(0);
});
