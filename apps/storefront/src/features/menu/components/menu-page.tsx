import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function MenuPage() {
  useDocumentTitle('Menu');
  return (
    <Page>
      <PageTitle>Menu</PageTitle>
    </Page>
  );
}
