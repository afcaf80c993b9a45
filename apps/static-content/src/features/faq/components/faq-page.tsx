import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function FaqPage() {
  useDocumentTitle('Frequently Asked Questions');
  return (
    <Page>
      <PageTitle>Frequently Asked Questions</PageTitle>
    </Page>
  );
}
