import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useRequiredContext } from '../use-required-context';

export type ToastTone = 'success' | 'error' | 'info';
interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}
interface ToastApi {
  show: (message: string, options?: { tone?: ToastTone; durationMs?: number }) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

// Just below the shell's sticky top bar (64 px), centred: away from the controls a phone reader taps (the buttons
// under their thumb, a basket or checkout bar at the bottom), and it lets every click through to the page.
const Region = styled.div`
  position: fixed;
  top: calc(64px + 0.5rem);
  left: 50%;
  transform: translateX(-50%);
  z-index: 1000;
  width: max-content;
  max-width: min(360px, calc(100vw - 2rem));
  pointer-events: none;
`;

const ToastBox = styled.div<{ $tone: ToastTone }>`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  font-weight: 600;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.successBg : $tone === 'error' ? theme.colors.dangerBg : theme.colors.surface};
  color: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.success : $tone === 'error' ? theme.colors.danger : theme.colors.text};
`;

/**
 * Toasts announced politely to screen readers, one at a time (a new one replaces the one showing, so they never pile
 * up over the page); each disappears after its duration (default 3000 ms).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback<ToastApi['show']>((message, { tone = 'success', durationMs = 3000 } = {}) => {
    const id = nextId.current++;
    timers.current.forEach(clearTimeout);
    timers.current.clear();
    setToasts([{ id, message, tone }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((t) => t.id !== id));
    }, durationMs);
    timers.current.add(timer);
  }, []);

  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region role="status" aria-live="polite">
        {toasts.map((t) => (
          <ToastBox key={t.id} $tone={t.tone}>
            {t.message}
          </ToastBox>
        ))}
      </Region>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  return useRequiredContext(ToastContext, 'useToast', 'ToastProvider');
}
