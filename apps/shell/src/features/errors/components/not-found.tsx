import { Link } from 'react-router-dom';
import { Card, Page, PageTitle, useDocumentTitle } from '@thali/ui';

export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <Page>
      <Card>
        <PageTitle>Page not found</PageTitle>
        <p>We could not find the page you were looking for. It may have moved, or the link may be mistyped.</p>
        <Link to="/">Back to home</Link>
      </Card>
    </Page>
  );
}
