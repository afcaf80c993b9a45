import { useEffect, useState } from 'react';
import { getProvider } from '@thali/firebase-data';

/** 'pending' until a Thali admin approves the kitchen; 'unknown' when its listing could not be read. */
export type Approval = 'loading' | 'approved' | 'pending' | 'unknown';

/**
 * Whether this kitchen's own listing is approved, read once (as the menu page reads a provider). A kitchen
 * without a listing is not listed either, so it counts as pending; a failed read says nothing rather than
 * alarming the provider.
 */
export function useApproval(providerId: string): Approval {
  const [result, setResult] = useState<{ id: string; value: Approval } | null>(null);

  useEffect(() => {
    let active = true;
    getProvider(providerId).then(
      (provider) => active && setResult({ id: providerId, value: provider.approved ? 'approved' : 'pending' }),
      (e: unknown) => active && setResult({ id: providerId, value: e instanceof Error && e.message === 'Provider not found' ? 'pending' : 'unknown' }),
    );
    return () => {
      active = false;
    };
  }, [providerId]);

  // Tagged with the provider id, so a previous account's answer never shows for a new one.
  return result && result.id === providerId ? result.value : 'loading';
}
