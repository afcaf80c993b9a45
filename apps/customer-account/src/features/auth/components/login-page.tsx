import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function LoginPage() {
  useDocumentTitle('Sign In');
  return (
    <Page>
      <PageTitle>Sign In</PageTitle>
    </Page>
  );
}
