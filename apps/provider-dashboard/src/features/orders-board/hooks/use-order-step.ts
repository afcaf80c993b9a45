import { useCallback, useRef, useState } from 'react';
import { plainMessage } from '@thali/ui';

/**
 * One step of one order that needs no form (out for delivery, delivered): busy while it runs, a double tap sends one
 * write, and a refusal is a plain sentence shown with the order (the order itself stays as the database has it).
 */
export function useOrderStep() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const running = useRef(false);
  const run = useCallback(async (write: () => Promise<void>, done: () => void) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError('');
    try {
      await write();
      done();
    } catch (e) {
      setError(plainMessage(e, 'Failed to update order status. Please try again.'));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, error, run };
}
