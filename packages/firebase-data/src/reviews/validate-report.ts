import { REPORT_LIMITS } from '@thali/domain/staff';
import { NamedError } from '../errors/named-error';

/** What a reporter reads when a report cannot be sent (issue 41). */
export const REPORT_MESSAGES = {
  reasonShort: `Say in a few words what is wrong with this review (at least ${REPORT_LIMITS.reasonMin} characters).`,
  reasonLong: `Keep the reason to ${REPORT_LIMITS.reasonMax} characters or fewer.`,
  already: 'You have already reported this review. Thali’s staff will look at it.',
  notAllowed: 'This review cannot be reported from this account.',
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
