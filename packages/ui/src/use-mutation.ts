// The one-click action hook, '@thali/ui/mutation': an entry of its own, like '@thali/ui/form', so the shared
// '@thali/ui' singleton every page loads first does not grow with it; the pages with actions bundle it (it holds no
// state beyond its component, so a copy per remote is safe). For the same reason it does not import plainMessage: a
// caller that wants an error's own plain sentence passes `(e) => plainMessage(e, '…')` from the shared entry.
import { useCallback, useEffect, useRef, useState } from 'react';
import { english, t } from './entries/messages';

/**
 * Where a one-click action is: `idle` (nothing asked yet, or put back), `confirming` (its question is on screen),
 * `busy` (the write is on its way), then `error` or `success` until the next start.
 */
export type MutationStatus = 'idle' | 'confirming' | 'busy' | 'error' | 'success';

/** What a failure says when the action names no sentence of its own (in English; said in the reader's language). */
export const MUTATION_FAILED = english('mutation.failed');

export interface MutationOptions<A extends unknown[], R> {
  /**
   * The work: the write, and whatever must follow it even when the component has gone meanwhile (a parent's
   * callback, a list's status line). A throw (or a rejection) is the failure.
   */
  run: (...args: A) => Promise<R>;
  /** Ask first: `start` only puts the question on screen, `confirm()` runs it. A function decides per call. */
  confirm?: boolean | ((...args: A) => boolean);
  /** After a success, only while the component is on screen: its own state, the focus. */
  onSuccess?: (result: R, ...args: A) => void;
  /** After a failure, only while the component is on screen. */
  onError?: (error: unknown, ...args: A) => void;
  /** The success's sentence (`notice`); null says nothing. */
  successNotice?: string | ((result: R, ...args: A) => string | null);
  /**
   * The failure's sentence (`error`): a string is said as it is; a function decides (e.g. `(e) => plainMessage(e,
   * '…')`, the error's own sentence when it is one; null says nothing). By default `MUTATION_FAILED`, and the error
   * goes to the console.
   */
  errorMessage?: string | ((error: unknown, ...args: A) => string | null);
}

export interface Mutation<A extends unknown[]> {
  status: MutationStatus;
  /** The failure's sentence, while `status` is 'error' (else null). */
  error: string | null;
  /** The success's sentence, while `status` is 'success' (else null). */
  notice: string | null;
  /** The arguments of the call being asked about, running, or last settled (which row is busy); null when idle. */
  args: A | null;
  /** Runs the action, or asks first when it has a confirm step; ignored while a call is running. Never rejects. */
  start: (...args: A) => Promise<void>;
  /**
   * Runs the call asked about; ignored when none is. A confirmed call that failed stays asked about (status 'error'),
   * so a component that keeps its question on screen may offer Yes again.
   */
  confirm: () => Promise<void>;
  /** Takes the question back (idle again, without sentence); ignored when none is asked or a call is running. */
  cancel: () => void;
  /** Back to idle, without sentence; ignored while a call is running (a write on its way cannot be taken back). */
  reset: () => void;
}

interface State<A> {
  status: MutationStatus;
  error: string | null;
  notice: string | null;
  args: A | null;
}

const IDLE = { status: 'idle', error: null, notice: null, args: null } as const;

/**
 * One action a click starts (save, hide, cancel, add to basket): busy while it runs, then its error or its notice,
 * with an optional question first. A second start while one runs is ignored (a double click sends one write), and
 * once the component has unmounted the call still finishes but nothing more happens on screen: its state, notice,
 * error, `onSuccess` and `onError` are dropped (a failure is only logged).
 */
export function useMutation<A extends unknown[] = [], R = unknown>(options: MutationOptions<A, R>): Mutation<A> {
  const [state, setState] = useState<State<A>>(IDLE);
  // The callbacks below are stable and read the newest options from here.
  const latest = useRef(options);
  latest.current = options;
  // Whether the component is on screen (cleared by the effect's cleanup; StrictMode's second setup sets it again).
  const onScreen = useRef(true);
  // A call on its way, and the arguments of the question on screen: refs, so two clicks in one task see them.
  const running = useRef(false);
  const asked = useRef<A | null>(null);

  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);

  const execute = useCallback(async (args: A, confirmed: boolean) => {
    running.current = true;
    asked.current = null;
    setState({ status: 'busy', error: null, notice: null, args });
    let result: R;
    try {
      result = await latest.current.run(...args);
    } catch (e) {
      running.current = false;
      if (!onScreen.current) {
        // nobody is there to read a sentence, but whoever is debugging wants to know a write failed
        console.warn('An action failed after its component left the page.', e);
        return;
      }
      // the answer to a question still stands: the component may keep the question on screen for another try
      if (confirmed) asked.current = args;
      const { errorMessage, onError } = latest.current;
      if (errorMessage === undefined) console.error(MUTATION_FAILED, e);
      const error = typeof errorMessage === 'function' ? errorMessage(e, ...args) : (errorMessage ?? t('mutation.failed'));
      setState({ status: 'error', error, notice: null, args });
      onError?.(e, ...args);
      return;
    }
    // only the work can fail the action: what follows a success runs outside the try
    running.current = false;
    if (!onScreen.current) return;
    const { successNotice, onSuccess } = latest.current;
    const notice = typeof successNotice === 'function' ? successNotice(result, ...args) : (successNotice ?? null);
    setState({ status: 'success', error: null, notice, args });
    onSuccess?.(result, ...args);
  }, []);

  const start = useCallback(async (...args: A) => {
    if (running.current) return;
    const ask = latest.current.confirm;
    if (typeof ask === 'function' ? ask(...args) : ask) {
      asked.current = args;
      setState({ status: 'confirming', error: null, notice: null, args });
      return;
    }
    await execute(args, false);
  }, [execute]);

  const confirm = useCallback(async () => {
    const args = asked.current;
    if (running.current || !args) return;
    await execute(args, true);
  }, [execute]);

  const cancel = useCallback(() => {
    if (running.current || !asked.current) return;
    asked.current = null;
    setState(IDLE);
  }, []);

  const reset = useCallback(() => {
    if (running.current) return;
    asked.current = null;
    setState(IDLE);
  }, []);

  return { ...state, start, confirm, cancel, reset };
}
