import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function SignupPage() {
  useDocumentTitle('Create your account');
  return (
    <Page>
      <PageTitle>Create your account</PageTitle>
    </Page>
  );
}
