import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function HomePage() {
  useDocumentTitle('Home-cooked meals from Nagpur kitchens');
  return (
    <Page>
      <PageTitle>Home-cooked meals from Nagpur kitchens</PageTitle>
    </Page>
  );
}
