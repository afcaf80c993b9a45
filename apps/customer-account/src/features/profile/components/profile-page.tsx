import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function ProfilePage() {
  useDocumentTitle('My Profile');
  return (
    <Page>
      <PageTitle>My Profile</PageTitle>
    </Page>
  );
}
