import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <Page>
      <PageTitle>Terms of Service</PageTitle>
    </Page>
  );
}
