/** What the report button and its form say (the tests read the same). */
export const REPORT_TEXTS = {
  button: 'Report',
  reason: 'Why are you reporting this review?',
  hint: 'For example: abusive words, not about this kitchen, or personal details. Thali’s staff read every report.',
  send: 'Send report',
  sending: 'Sending…',
  cancel: 'Cancel',
  loading: 'Opening the report form…',
  sent: 'Thank you. Thali’s staff will look at this review.',
  failed: 'Your report could not be sent. Please try again.',
  loadFailed: 'The report form could not be opened. Please try again.',
} as const;

/** 'You reported this review on 26 Nov 2026.' */
export const reportedOn = (date: string) => `You reported this review on ${date}.`;
