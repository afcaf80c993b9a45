import { useAuth } from '@thali/auth-cart';
import { markMessageHandled, type ContactMessage } from '@thali/firebase-data';
import { Badge, Button, formatDateTime, isoInstant } from '@thali/ui';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { RecordActions as Actions, RecordBody as Body, RecordItem as Item, RecordMuted as Muted } from '../../../shared/components/record-card';

/** A reply in the staff member's own mail program, to the sender, about the sender's subject. */
function replyHref(message: ContactMessage): string {
  const subject = `Re: ${message.subject || 'Your message to Thali'}`;
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}

/** One message of the inbox: who wrote what and when, whether it is handled (by whom, when), and its actions. */
export function MessageCard({ message }: { message: ContactMessage }) {
  const { user } = useAuth();
  const headingId = `message-${message.id}-heading`;
  const handle = useMutation({
    run: async () => markMessageHandled(user?.uid ?? '', message.id),
    errorMessage: (e) => dataSentence(e, 'The message could not be marked handled. Please try again.'),
  });
  const who = message.handled ? (message.handled.by === user?.uid ? 'you' : 'another staff member') : '';
  return (
    <Item aria-labelledby={headingId}>
      <h3 id={headingId}>{message.subject || 'No subject'}</h3>
      <Muted>
        {`From ${message.name} (${message.email}), `}
        <time dateTime={isoInstant(message.createdAt)}>{formatDateTime(message.createdAt)}</time>
      </Muted>
      <Body>{message.message}</Body>
      {message.handled ? (
        <p>
          <Badge $tone="success">Handled</Badge>{` by ${who}, `}
          <time dateTime={isoInstant(message.handled.at)}>{formatDateTime(message.handled.at)}</time>
        </p>
      ) : (
        <p><Badge $tone="warning">Unread</Badge></p>
      )}
      <Actions>
        <a href={replyHref(message)}>
          Reply by e-mail<span className="visually-hidden">{` to ${message.name}`}</span>
        </a>
        {message.handled ? null : (
          // named after its message for a screen reader: a page of them has one button each
          <Button type="button" $variant="secondary" onClick={() => void handle.start()} disabled={handle.status === 'busy'}>
            Mark handled<span className="visually-hidden">{` (${message.subject || `message from ${message.name}`})`}</span>
          </Button>
        )}
      </Actions>
      {handle.error ? <p role="alert">{handle.error}</p> : null}
    </Item>
  );
}
