import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function CartPage() {
  useDocumentTitle('My Basket');
  return (
    <Page>
      <PageTitle>My Basket</PageTitle>
    </Page>
  );
}
