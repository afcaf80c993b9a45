import { Link } from 'react-router-dom';
import { Card, Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { useT } from '../messages';

export function NotFound() {
  const t = useT();
  useDocumentTitle(t('notFound.title'));
  return (
    <Page>
      <Card>
        <PageTitle>{t('notFound.title')}</PageTitle>
        <p>{t('notFound.body')}</p>
        <Link to="/">{t('notFound.home')}</Link>
      </Card>
    </Page>
  );
}
