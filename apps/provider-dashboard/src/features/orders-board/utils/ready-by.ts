import { dayStart, formatMinutes, ORDER_LIMITS, parseMinutes } from '@thali/firebase-data/logic';
import { t } from '../messages';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The ready-by time the Accept form offers: half an hour from now. */
export const READY_BY_DEFAULT_MS = 30 * MINUTE;
/** The latest ready-by time the database takes: 12 hours from the accepting. */
export const READY_BY_MAX_MS: number = ORDER_LIMITS.readyByMaxMs;

/** The Accept form's messages, in the language on screen (getters: read when the form checks its value). */
export const READY_BY_MESSAGES: { readonly required: string; readonly range: string } = {
  get required() { return t('accept.readyByRequired'); },
  get range() { return t('accept.readyByRange'); },
};

/** The time input's value (Nagpur's clock) the Accept form starts with: now + 30 min, rounded up to 5 minutes. */
export function defaultReadyBy(now: number): string {
  const at = now + READY_BY_DEFAULT_MS;
  const minutes = Math.ceil((at - dayStart(at)) / MINUTE / 5) * 5;
  return formatMinutes(minutes);
}

/**
 * The instant a 'HH:MM' (Nagpur's clock) names: its next occurrence after `now` (a time earlier than now is
 * tomorrow's). null when it is not a time, or further than 12 hours away (the database refuses those).
 */
export function readyByAt(value: string, now: number): number | null {
  const minutes = parseMinutes(value);
  if (!Number.isFinite(minutes)) return null;
  let at = dayStart(now) + minutes * MINUTE;
  if (at <= now) at += DAY;
  return at - now <= READY_BY_MAX_MS ? at : null;
}

/** The Accept form's message for a ready-by value, or '' when it is fine. */
export function readyByProblem(value: string, now: number): string {
  if (!value.trim() || !Number.isFinite(parseMinutes(value))) return READY_BY_MESSAGES.required;
  return readyByAt(value, now) === null ? READY_BY_MESSAGES.range : '';
}
