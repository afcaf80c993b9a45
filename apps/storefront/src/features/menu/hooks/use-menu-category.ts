import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { parseCategory, type CategoryTab } from '../utils/categories';

/** The selected tab lives in the URL (?category=desserts), so it survives reload and can be shared. */
export function useMenuCategory(): [CategoryTab, (next: CategoryTab) => void] {
  const [params, setParams] = useSearchParams();
  // Kept through the replace: it names the page's back link (use-back-link.ts).
  const { state } = useLocation();
  const category = parseCategory(params.get('category'));
  const select = useCallback(
    (next: CategoryTab) =>
      setParams(
        (previous) => {
          const p = new URLSearchParams(previous);
          if (next === 'all') p.delete('category');
          else p.set('category', next);
          return p;
        },
        { replace: true, state },
      ),
    [setParams, state],
  );
  return [category, select];
}
