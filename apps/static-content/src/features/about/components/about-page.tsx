import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function AboutPage() {
  useDocumentTitle('Who We Are');
  return (
    <Page>
      <PageTitle>Who We Are</PageTitle>
    </Page>
  );
}
