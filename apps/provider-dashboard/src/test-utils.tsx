import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeSession, SessionFixture } from '@thali/auth-cart/testing';
import { ToastProvider } from '@thali/ui';

export const PROVIDER_UID = 'prov-test-kitchen';

type Who = 'loading' | 'anonymous' | 'provider';

export const authValue = (who: Who) => fakeSession(who, { uid: PROVIDER_UID, email: 'kitchen@thali.test', displayName: 'Test Kitchen' });

/** Renders with the providers the shell gives a remote (theme, session, toasts, router). */
export function renderWith(ui: ReactNode, { who = 'provider' as Who, path = '/provider-dashboard' } = {}) {
  return render(
    <SessionFixture auth={authValue(who)}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ToastProvider>
    </SessionFixture>,
  );
}

/**
 * A stand-in for one live subscription of the data package: the test pushes values or an error, as the
 * database would, and can see what the component subscribed with.
 */
export function liveFeed<T>() {
  let onData: ((value: T) => void) | undefined;
  let onError: ((error: Error) => void) | undefined;
  const feed = {
    subscribed: false,
    unsubscribed: false,
    args: [] as unknown[],
    subscribe: (...args: unknown[]) => {
      feed.args = args;
      onData = args.find((a) => typeof a === 'function') as (value: T) => void;
      onError = args.filter((a) => typeof a === 'function')[1] as ((error: Error) => void) | undefined;
      feed.subscribed = true;
      return () => {
        feed.unsubscribed = true;
      };
    },
    emit: (value: T) => act(() => onData?.(value)),
    fail: (error: Error) => act(() => onError?.(error)),
  };
  return feed;
}
