import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function DeliveryAreasPage() {
  useDocumentTitle('Delivery Areas');
  return (
    <Page>
      <PageTitle>Delivery Areas</PageTitle>
    </Page>
  );
}
