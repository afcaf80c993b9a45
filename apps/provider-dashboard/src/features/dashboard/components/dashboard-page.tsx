import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function DashboardPage() {
  useDocumentTitle('Provider Dashboard');
  return (
    <Page>
      <PageTitle>Provider Dashboard</PageTitle>
    </Page>
  );
}
