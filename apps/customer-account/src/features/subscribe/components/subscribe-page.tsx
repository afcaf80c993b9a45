import { Page, PageTitle, useDocumentTitle } from '@thali/ui';

export const SUBSCRIBE_TEXT = 'Meal subscriptions are coming soon.';

/** Placeholder: one line of text until subscriptions exist. */
export function SubscribePage() {
  useDocumentTitle('Subscribe');
  return (
    <Page>
      <PageTitle>{SUBSCRIBE_TEXT}</PageTitle>
    </Page>
  );
}
