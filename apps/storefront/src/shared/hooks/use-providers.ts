import { useEffect, useState } from 'react';
import { subscribeProviders, type Provider } from '@thali/firebase-data';

export interface ProvidersState {
  providers: Provider[];
  loading: boolean;
  error: Error | null;
}

/** The live provider list: updates as providers join or edit their profile. */
export function useProviders(): ProvidersState {
  const [state, setState] = useState<ProvidersState>({ providers: [], loading: true, error: null });
  useEffect(
    () =>
      subscribeProviders(
        (providers) => setState({ providers, loading: false, error: null }),
        (error) => setState({ providers: [], loading: false, error }),
      ),
    [],
  );
  return state;
}
