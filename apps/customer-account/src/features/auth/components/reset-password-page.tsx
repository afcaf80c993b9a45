import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  return (
    <Page>
      <PageTitle>Reset password</PageTitle>
    </Page>
  );
}
