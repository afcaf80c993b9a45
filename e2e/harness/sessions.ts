import { signIn } from './accounts';
import { openSession, type Session } from './browser';

// How journeys hold their browser sessions, so each file does not write its own open/close hooks.

type SessionOptions = Parameters<typeof openSession>[0];

/**
 * One fresh session for each test of the file, opened before it and closed after it: the returned session's `page`,
 * `context` and `errors` are always the running test's.
 */
export function sessionForEachTest(options?: SessionOptions): Session {
  let current: Session | undefined;
  beforeEach(async () => {
    current = await openSession(options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const now = () => {
    if (!current) throw new Error('the session is open only while a test runs');
    return current;
  };
  return {
    get context() { return now().context; },
    get page() { return now().page; },
    get errors() { return now().errors; },
    close: () => now().close(),
  };
}

/**
 * The sessions a test opens as it goes (a customer's and a kitchen's browser at once), all closed after each test:
 * `open(options)` a fresh one, `signedIn(account, options)` one signed in as that account.
 */
export function sessionsPerTest() {
  let opened: Session[] = [];
  afterEach(async () => {
    await Promise.all(opened.map((s) => s.close()));
    opened = [];
  });
  const open = async (options?: SessionOptions) => {
    const session = await openSession(options);
    opened.push(session);
    return session;
  };
  const signedIn = async (account: { email: string; password: string }, options?: SessionOptions) => {
    const session = await open(options);
    await signIn(session.page, account.email, account.password);
    return session;
  };
  return { open, signedIn };
}

/** Runs `fn` with a session of its own (another viewport, theme or no scripts), closed after it whatever happens. */
export async function withSession<T>(options: SessionOptions, fn: (session: Session) => Promise<T>): Promise<T> {
  const session = await openSession(options);
  try {
    return await fn(session);
  } finally {
    await session.close();
  }
}
