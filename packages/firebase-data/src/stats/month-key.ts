const kolkataMonth = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' });

/** 'YYYY-MM' of the calendar month in Asia/Kolkata (IST) at `at` (default: now). */
export function monthKey(at: number | Date = Date.now()): string {
  const parts = kolkataMonth.formatToParts(at instanceof Date ? at : new Date(at));
  const year = parts.find((p) => p.type === 'year')?.value ?? '0000';
  const month = parts.find((p) => p.type === 'month')?.value ?? '00';
  return `${year}-${month}`;
}
