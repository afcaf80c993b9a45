import { queryOptions } from '@thali/render';
import { verifyResetCode } from '@thali/firebase-data';

/** What the auth pages read. */
export const authQueries = {
  /** The account e-mail of a reset link's code; `attempt` counts the retries, each a read of its own. */
  resetCode: (code: string, attempt: number) => queryOptions<string>({ key: ['reset-code', code, attempt], read: () => verifyResetCode(code) }),
};
