import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { knownSession, readRole, readStaff, signOut, subscribeAuth, type Role, type SessionUser } from '@thali/firebase-data';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthValue {
  status: AuthStatus;
  /** True until the first auth check has finished; guards wait for it. */
  loading: boolean;
  user: SessionUser | null;
  role: Role;
  /** Any role other than meal_provider is a customer (older records may carry no role). */
  isProvider: boolean;
  /** Thali's staff (issue 41: `admins/{uid}` is true), whatever the role; the operations pages are theirs. */
  isStaff: boolean;
  /**
   * On the first check only (status 'loading'): the account Auth has reported while its role is still being read;
   * null otherwise. The shell starts the page's own data for it meanwhile (PageDeclaration.sessionQueries).
   */
  pendingUid: string | null;
  signOut: () => Promise<void>;
}

type AuthState = Pick<AuthValue, 'status' | 'user' | 'role' | 'isStaff' | 'pendingUid'>;

export const AuthContext = createContext<AuthValue | null>(null);

const CHECKING: AuthState = { status: 'loading', user: null, role: '', isStaff: false, pendingUid: null };

/** The same account, role and staff flag: nothing for the pages to render again. */
const sameState = (a: AuthState, b: AuthState) =>
  a.status === b.status && a.role === b.role && a.isStaff === b.isStaff && a.pendingUid === b.pendingUid
  && JSON.stringify(a.user) === JSON.stringify(b.user);

/**
 * Signed in from the first render where the session stored on the device and its role were read before React started
 * (the shell's bootstrap, issue 43): a page behind sign-in then passes its guard in the app's first commit instead of
 * two renders later. The listener below still reports the session as the SDK confirms it, and any change wins.
 */
function initialState(): AuthState {
  const known = knownSession();
  return known ? { status: 'signed-in', user: known.user, role: known.role, isStaff: known.isStaff, pendingUid: null } : CHECKING;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initialState);

  useEffect(() => {
    let current = 0;
    const unsubscribe = subscribeAuth({
      onData: (user) => {
        const check = ++current;
        if (!user) {
          setState({ status: 'signed-out', user: null, role: '', isStaff: false, pendingUid: null });
          return;
        }
        // The first check knows the account one round trip before its role: said now, for the page's data. A later
        // announcement (a new name) keeps what is on screen until its reads are in, as before.
        setState((s) => (s.status === 'loading' ? { ...s, pendingUid: user.uid } : s));
        // both reads together: the guards wait for them, so staff pages never flash for anyone else
        Promise.all([readRole(user.uid).catch(() => '' as Role), readStaff(user.uid).catch(() => false)])
          .then(([role, isStaff]) => {
            // A later auth change wins over a slower role read.
            if (check !== current) return;
            const next: AuthState = { status: 'signed-in', user, role, isStaff, pendingUid: null };
            setState((s) => (sameState(s, next) ? s : next));
          });
      },
    });
    return unsubscribe;
  }, []);

  const value = useMemo<AuthValue>(
    () => ({
      ...state,
      loading: state.status === 'loading',
      isProvider: state.role === 'meal_provider',
      signOut,
    }),
    [state],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
