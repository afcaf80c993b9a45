import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** 'Veg only' lives in the URL (?veg=1) beside the tab, so it survives reload and back/forward and can be shared. */
export function useVegOnly(): [boolean, (on: boolean) => void] {
  const [params, setParams] = useSearchParams();
  // Kept through the replace: it names the page's back link (use-back-link.ts).
  const { state } = useLocation();
  const vegOnly = params.get('veg') === '1';
  const set = useCallback(
    (on: boolean) =>
      setParams(
        (previous) => {
          const p = new URLSearchParams(previous);
          if (on) p.set('veg', '1');
          else p.delete('veg');
          return p;
        },
        { replace: true, state },
      ),
    [setParams, state],
  );
  return [vegOnly, set];
}
