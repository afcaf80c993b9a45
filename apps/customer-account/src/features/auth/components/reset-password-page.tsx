import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export const RESET_PASSWORD_TEXT = 'Password reset is coming soon.';

/** Placeholder: one line of text until password reset exists. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  return (
    <Page>
      <PageTitle>{RESET_PASSWORD_TEXT}</PageTitle>
    </Page>
  );
}
