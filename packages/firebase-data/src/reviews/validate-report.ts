import { REPORT_LIMITS } from '@thali/domain/staff';
import { NamedError } from '../errors/named-error';
import { sayer } from '../texts/say';
import { REVIEWS_TEXTS } from '../texts/reviews-texts';

const { text: dataText } = sayer(REVIEWS_TEXTS);
/** What a reporter reads when a report cannot be sent (issue 41). */
export const REPORT_MESSAGES = {
  reasonShort: dataText('report.reasonShort', { min: REPORT_LIMITS.reasonMin }),
  reasonLong: dataText('report.reasonLong', { max: REPORT_LIMITS.reasonMax }),
  already: dataText('report.already'),
  notAllowed: dataText('report.notAllowed'),
} as const;

/** The report's reason: REPORT_LIMITS after trimming; null when it can be sent. */
export function validateReportReason(text: string): string | null {
  const reason = text.trim();
  if (reason.length < REPORT_LIMITS.reasonMin) return REPORT_MESSAGES.reasonShort;
  return reason.length > REPORT_LIMITS.reasonMax ? REPORT_MESSAGES.reasonLong : null;
}

/** A report refused before or by the database, in a plain sentence. */
export class ReportError extends NamedError {
  static override readonly errorName = 'ReportError';
}
