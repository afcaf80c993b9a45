import type { BillOfMonth, KitchenDues, PaymentEntry } from '@thali/firebase-data';
import { THALI_LOCALE, THALI_TIME_ZONE } from '@thali/domain/locale';
import { monthKey } from '@thali/domain/month';
import { paiseToAmount } from '@thali/domain/payments';
import { entryKindLabel, entryStatusLabel, METHOD_LABELS, receiptOf } from './entry-labels';
import { t } from '../messages';

/**
 * A kitchen's month of dues as a spreadsheet file (Excel, Google Sheets, LibreOffice): UTF-8 with a byte-order mark
 * (without it Excel reads ₹ and Devanagari names as Windows-1252), CRLF line ends (RFC 4180), amounts as plain
 * numbers with two decimals (2499.90: a sheet adds them up; no ₹ sign or grouping), dates as en-IN day/month/year
 * (26/11/2026, Asia/Kolkata). First one row per subscriber with the month's totals, then, after an empty line, one
 * row per entry of the ledger. Its words (the columns, an entry's kind and status) are in the language on screen.
 */

const BOM = '\uFEFF';
const EOL = '\r\n';

const firstColumns = () => [t('table.subscriber'), t('table.plan'), t('table.reference')];
const billHeader = () => [...firstColumns(), t('csv.billed'), t('csv.received'), t('csv.due')].map(csvText);
const entryHeader = () => [
  ...firstColumns(), t('csv.entry'), t('csv.status'), t('csv.amount'), t('csv.method'), t('record.paidOn'), t('csv.receipt'), t('csv.upiRef'), t('csv.note'),
].map(csvText);

let dayFormat: Intl.DateTimeFormat | undefined;
/** 26/11/2026: the day in Asia/Kolkata, as India writes it. */
export function csvDate(at: number): string {
  dayFormat ??= new Intl.DateTimeFormat(THALI_LOCALE, { timeZone: THALI_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
  return dayFormat.format(at);
}

/**
 * One text cell: quoted when it holds a comma, a quote or a line break (its quotes doubled). A name a sheet would run
 * as a formula (=, +, -, @ first) is written with a leading apostrophe, so opening the file never runs one.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (cells: string[]) => cells.join(',');
const amount = (paise: number) => paiseToAmount(paise);

function billCells(row: BillOfMonth): string[] {
  return [csvText(row.subscription.customerName), csvText(row.subscription.planName), csvText(row.reference)];
}

function entryLine(row: BillOfMonth, entry: PaymentEntry): string {
  return line([
    ...billCells(row),
    csvText(entryKindLabel(entry)),
    csvText(entryStatusLabel(entry)),
    amount(entry.amountPaise),
    csvText(METHOD_LABELS[entry.method]),
    csvDate(entry.paidOn),
    csvText(receiptOf(entry) ?? ''),
    csvText(entry.ref ?? ''),
    csvText(entry.note ?? ''),
  ]);
}

/** The whole file's text, byte-order mark first. */
export function duesCsv(dues: KitchenDues): string {
  const lines = [line(billHeader())];
  for (const row of dues.rows) {
    lines.push(line([...billCells(row), amount(row.billedPaise), amount(row.receivedPaise), amount(row.duePaise)]));
  }
  lines.push(line([csvText(t('csv.total')), '', '', amount(dues.totals.billedPaise), amount(dues.totals.receivedPaise), amount(dues.totals.duePaise)]));
  lines.push('');
  lines.push(line(entryHeader()));
  for (const row of dues.rows) {
    // oldest first, as a ledger reads (the page shows the newest first)
    for (const entry of [...row.entries].reverse()) lines.push(entryLine(row, entry));
  }
  return BOM + lines.join(EOL) + EOL;
}

/** dues-2026-11.csv */
export function duesCsvFileName(month: number): string {
  return `dues-${monthKey(month)}.csv`;
}
