import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@thali/contract';
import { useT } from '../messages';

/** What a link to a menu records in the history entry it opens (the kitchen cards set it), so Back can be named. */
export interface CameFrom {
  from?: { pathname: string; search?: string };
}

export interface BackLink {
  to: string;
  label: string;
  /** Goes back in history, so the list keeps its filters and scroll place; absent on a direct visit. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * Whether a portal page lies behind this history entry. BrowserRouter numbers its entries (`idx`, 0 where the visit
 * started, kept by a replace and across a reload); without that number (a memory router) the entry a visit starts
 * on is keyed 'default'.
 */
function hasPortalHistory(key: string) {
  // (no window while the page is prerendered: that copy is a direct visit)
  const idx = typeof window === 'undefined' ? 0 : (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 : key !== 'default';
}

/**
 * The menu page's back link: back where the reader came from. From a kitchen card (home or the kitchens list, with
 * its filters) it is named after that page; from elsewhere in the portal it is a plain Back; on a direct visit there
 * is nothing to go back to, so it links to the kitchens list.
 */
export function useBackLink(): BackLink {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const from = (location.state as CameFrom | null)?.from;
  if (!hasPortalHistory(location.key)) return { to: paths.providers(), label: t('back.all') };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // a new tab or window (modifier keys, middle click) opens the link itself
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(-1);
  };
  if (from?.pathname === paths.home()) return { to: paths.home(), label: t('back.home'), onClick };
  if (from?.pathname === paths.providers()) return { to: `${from.pathname}${from.search ?? ''}`, label: t('back.kitchens'), onClick };
  return { to: from ? `${from.pathname}${from.search ?? ''}` : paths.providers(), label: t('back.back'), onClick };
}
