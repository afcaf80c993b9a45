import { formatDateTime, formatTime, isoInstant } from '@thali/ui';
import { dayStart } from '@thali/firebase-data/logic';

/**
 * An order's moment in Asia/Kolkata (the kitchen's time, whatever the browser's zone): '1:05 pm' today, with its
 * date on any other day ('25 Nov 2026, 1:05 pm'). `now` decides what today is.
 */
export function OrderTime({ at, now }: { at: number | undefined; now?: number }) {
  if (!at) return <>—</>;
  const today = now !== undefined && dayStart(at) === dayStart(now);
  const text = today ? formatTime(at) : formatDateTime(at);
  return <time dateTime={isoInstant(at)}>{text}</time>;
}
