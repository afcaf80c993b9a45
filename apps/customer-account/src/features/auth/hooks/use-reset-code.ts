import { useState } from 'react';
import { useQueryOnce } from '@thali/render';
import { authQueries } from '../api/auth-queries';

/**
 * Checks the code of the reset link the page was opened with: `data` is its account's e-mail. `retry` reads again
 * (after a network failure; an expired or used code stays expired).
 */
export function useResetCode(code: string) {
  const [attempt, setAttempt] = useState(0);
  const result = useQueryOnce(authQueries.resetCode(code, attempt));
  return { ...result, retry: () => setAttempt((n) => n + 1) };
}
