import { useEffect } from 'react';

/** Sets the page title as "<title> · Thali". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Thali` : 'Thali';
  }, [title]);
}
