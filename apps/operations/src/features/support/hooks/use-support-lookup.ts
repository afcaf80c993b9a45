import { useCallback, useRef, useState } from 'react';
import { lookupSupport, type SupportLookup } from '@thali/firebase-data';
import { SUPPORT_LOOKUP_MESSAGES } from '@thali/firebase-data/logic';
import { dataSentence } from '@thali/ui/data-message';

export type LookupState =
  | { status: 'idle' }
  | { status: 'busy'; text: string }
  | { status: 'done'; text: string; result: SupportLookup }
  | { status: 'error'; text: string; error: string };

/**
 * One lookup at a time: `find(text)` asks the data package (staff only) and keeps the newest answer (an older one
 * arriving late is dropped); `again()` repeats the last lookup, e.g. after a cancel, so the page shows the order as
 * it is now.
 */
export function useSupportLookup() {
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const asked = useRef(0);
  const last = useRef('');
  const find = useCallback(async (text: string) => {
    const mine = ++asked.current;
    last.current = text;
    setState((s) => (s.status === 'done' && s.text === text ? s : { status: 'busy', text }));
    try {
      const result = await lookupSupport(text);
      if (mine === asked.current) setState({ status: 'done', text, result });
    } catch (e) {
      if (mine === asked.current) setState({ status: 'error', text, error: dataSentence(e, SUPPORT_LOOKUP_MESSAGES.failed) });
    }
  }, []);
  const again = useCallback(() => (last.current ? find(last.current) : Promise.resolve()), [find]);
  return { state, find, again };
}
