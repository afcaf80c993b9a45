import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readRole, readStaff, signOut, subscribeAuth, type Role, type SessionUser } from '@thali/firebase-data';

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
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ status: AuthStatus; user: SessionUser | null; role: Role; isStaff: boolean }>({
    status: 'loading',
    user: null,
    role: '',
    isStaff: false,
  });

  useEffect(() => {
    let current = 0;
    const unsubscribe = subscribeAuth({
      onData: (user) => {
        const check = ++current;
        if (!user) {
          setState({ status: 'signed-out', user: null, role: '', isStaff: false });
          return;
        }
        // both reads together: the guards wait for them, so staff pages never flash for anyone else
        Promise.all([readRole(user.uid).catch(() => '' as Role), readStaff(user.uid).catch(() => false)])
          .then(([role, isStaff]) => {
            // A later auth change wins over a slower role read.
            if (check === current) setState({ status: 'signed-in', user, role, isStaff });
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
