import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function ProvidersPage() {
  useDocumentTitle('Our Providers');
  return (
    <Page>
      <PageTitle>Our Providers</PageTitle>
    </Page>
  );
}
