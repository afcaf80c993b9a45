import { Alert, Page, PageTitle, plainMessage, useDocumentTitle } from '@thali/ui';
import { unreadCount, unreadWords } from '../../../shared/api/inbox-queries';
import { OpsNav } from '../../../shared/components/ops-nav';
import { CardList as List } from '../../../shared/components/ops-page';
import { useInbox } from '../hooks/use-inbox';
import { MessageCard } from './message-card';

/** Messages (issue 41): the contact-form inbox, newest first, with its unread count, live. */
export function MessagesPage() {
  useDocumentTitle('Messages');
  const inbox = useInbox();
  return (
    <Page>
      <PageTitle>Messages</PageTitle>
      <OpsNav />
      {inbox.status === 'error' ? <Alert>{plainMessage(inbox.error, 'The messages could not be loaded.')}</Alert> : null}
      {inbox.status === 'pending' ? <p aria-busy="true">Loading messages…</p> : null}
      {inbox.status === 'success' ? (
        <section aria-labelledby="inbox-heading">
          <h2 id="inbox-heading">Inbox</h2>
          <p role="status">{`${unreadWords(unreadCount(inbox.data))}.`}</p>
          {inbox.data.length === 0 ? (
            <p>No messages yet. Messages sent with the Contact Us form arrive here.</p>
          ) : (
            <List aria-label="Messages, newest first">
              {inbox.data.map((m) => <MessageCard key={m.id} message={m} />)}
            </List>
          )}
        </section>
      ) : null}
    </Page>
  );
}
