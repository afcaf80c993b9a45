import { get, ref, serverTimestamp, update } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import { isPermissionDenied } from '../orders/order-writes';
import { REPORT_MESSAGES, ReportError, validateReportReason } from './validate-report';
import { sayer } from '../texts/say';
import { AUTH_TEXTS } from '../texts/auth-texts';

const { text: dataText } = sayer(AUTH_TEXTS);
/** The signed-in reporter's own report of a review: its reason and when (server time), or null when it has made none. */
export async function readMyReport(uid: string, reviewId: string, fb: DataServices = firebase()): Promise<{ reason: string; at: number } | null> {
  const value = (await get(ref(fb.db, `reviewReports/${reviewId}/${uid}`))).val() as { reason?: unknown; at?: unknown } | null;
  return value && typeof value.reason === 'string' && typeof value.at === 'number' ? { reason: value.reason, at: value.at } : null;
}

/**
 * A customer, or the reviewed kitchen, reports a review to Thali's staff (issue 41): the report
 * (`reviewReports/{reviewId}/{uid}`, once per reporter) and the review's place in the staff queue (`reportQueue`,
 * opened) in one write. The rules refuse a second report, a kitchen reporting another kitchen's review, and a reason
 * out of bounds; a refusal whose report is stored counts as "already reported".
 */
export async function reportReview(uid: string, reviewId: string, reason: string, fb: DataServices = firebase()): Promise<void> {
  if (!uid) throw new Error(dataText('auth.loginRequired'));
  const problem = validateReportReason(reason);
  if (problem) throw new ReportError(problem);
  try {
    await update(ref(fb.db), {
      [`reviewReports/${reviewId}/${uid}`]: { reason: reason.trim(), at: serverTimestamp() },
      [`reportQueue/${reviewId}`]: { open: true, at: serverTimestamp() },
    });
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    throw new ReportError((await readMyReport(uid, reviewId, fb)) ? REPORT_MESSAGES.already : REPORT_MESSAGES.notAllowed);
  }
}
