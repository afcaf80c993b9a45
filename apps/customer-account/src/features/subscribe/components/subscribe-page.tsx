import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function SubscribePage() {
  useDocumentTitle('Subscribe');
  return (
    <Page>
      <PageTitle>Subscribe</PageTitle>
    </Page>
  );
}
