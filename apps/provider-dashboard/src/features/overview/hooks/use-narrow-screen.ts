import { useMediaQuery } from '@thali/ui/media-query';

/** Below the theme's `sm` breakpoint (640 px) the orders are cards, not a table (no sideways scroll on a phone). */
const NARROW = '(max-width: 639.98px)';

/** Whether the screen is narrower than 640 px, following rotation and resizing. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW);
}
