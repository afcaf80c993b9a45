import { Alert, Page, PageTitle, plainMessage, useDocumentTitle } from '@thali/ui';
import { unreadCount } from '../../../shared/api/inbox-queries';
import { OpsNav } from '../../../shared/components/ops-nav';
import { CardList as List } from '../../../shared/components/ops-page';
import { useT as useSharedT } from '../../../shared/messages';
import { useInbox } from '../hooks/use-inbox';
import { useT } from '../messages';
import { MessageCard } from './message-card';

/** Messages (issue 41): the contact-form inbox, newest first, with its unread count, live. */
export function MessagesPage() {
  const t = useT();
  const title = useSharedT()('page.messages');
  useDocumentTitle(title);
  const inbox = useInbox();
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <OpsNav />
      {inbox.status === 'error' ? <Alert>{plainMessage(inbox.error, t('inbox.loadFailed'))}</Alert> : null}
      {inbox.status === 'pending' ? <p aria-busy="true">{t('inbox.loading')}</p> : null}
      {inbox.status === 'success' ? (
        <section aria-labelledby="inbox-heading">
          <h2 id="inbox-heading">{t('inbox.heading')}</h2>
          <p role="status">{t('inbox.unread', { count: unreadCount(inbox.data) })}</p>
          {inbox.data.length === 0 ? (
            <p>{t('inbox.empty')}</p>
          ) : (
            <List aria-label={t('inbox.list')}>
              {inbox.data.map((m) => <MessageCard key={m.id} message={m} />)}
            </List>
          )}
        </section>
      ) : null}
    </Page>
  );
}
