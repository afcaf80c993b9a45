import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <Page>
      <PageTitle>Privacy Policy</PageTitle>
    </Page>
  );
}
