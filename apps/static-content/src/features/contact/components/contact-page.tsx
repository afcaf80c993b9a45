import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <Page>
      <PageTitle>Contact Us</PageTitle>
    </Page>
  );
}
