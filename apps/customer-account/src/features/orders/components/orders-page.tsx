import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function OrdersPage() {
  useDocumentTitle('My Orders');
  return (
    <Page>
      <PageTitle>My Orders</PageTitle>
    </Page>
  );
}
