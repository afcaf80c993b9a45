const kolkataMonth = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' });

/** Asia/Kolkata is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 5.5 * 3600e3;

/** 'YYYY-MM' of the calendar month in Asia/Kolkata (IST) at `at` (default: now). */
export function monthKey(at: number | Date = Date.now()): string {
  const parts = kolkataMonth.formatToParts(at instanceof Date ? at : new Date(at));
  const year = parts.find((p) => p.type === 'year')?.value ?? '0000';
  const month = parts.find((p) => p.type === 'month')?.value ?? '00';
  return `${year}-${month}`;
}

/** Epoch ms of the first midnight (IST) of the calendar month in Asia/Kolkata at `at` (default: now). */
export function monthStart(at: number | Date = Date.now()): number {
  const d = new Date((at instanceof Date ? at.getTime() : at) + IST_OFFSET_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - IST_OFFSET_MS;
}

/** Epoch ms of the first midnight (IST) of a 'YYYY-MM' month key; null when the key is malformed. */
export function monthStartOfKey(key: string): number | null {
  const m = /^(\d{4})-(\d{2})$/.exec(key);
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return Date.UTC(Number(m[1]), month - 1, 1) - IST_OFFSET_MS;
}
