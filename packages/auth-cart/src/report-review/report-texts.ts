/** What the report button says while its form is away (the form's own texts travel with it, in its later chunk). */
export const REPORT_BUTTON_TEXTS = {
  button: 'Report',
  loading: 'Opening the report form…',
  loadFailed: 'The report form could not be opened. Please try again.',
} as const;
