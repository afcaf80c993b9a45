// Times of day as a time input shows them ('09:00') and as records keep them (minutes after midnight): a plan's
// cut-offs and a kitchen's hours. Apart from meals.ts, so a page that shows a kitchen's hours needs no plan prices.
import { DAY_MS } from '@thali/domain/month';

/** '09:00' for 540. */
export function formatCutoff(minutes: number): string {
  const m = Math.max(0, Math.min(Math.floor(minutes), DAY_MS / 60000 - 1));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** 540 for '09:00' (a time input's value); NaN when not a time of day. */
export function parseCutoff(value: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return Number.NaN;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return Number.NaN;
  return hours * 60 + minutes;
}
