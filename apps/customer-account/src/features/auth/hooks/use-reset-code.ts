import { useState } from 'react';
import { useQueryOnce } from '@thali/render';
import { verifyResetCode } from '@thali/firebase-data';

/**
 * Checks the code of the reset link the page was opened with: `data` is its account's e-mail. `retry` reads again
 * (after a network failure; an expired or used code stays expired).
 */
export function useResetCode(code: string) {
  const [attempt, setAttempt] = useState(0);
  const result = useQueryOnce({ key: ['reset-code', code, attempt], query: () => verifyResetCode(code) });
  return { ...result, retry: () => setAttempt((n) => n + 1) };
}
