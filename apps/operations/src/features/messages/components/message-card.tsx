import type { ReactNode } from 'react';
import { useAuth } from '@thali/auth-cart';
import { markMessageHandled, type ContactMessage } from '@thali/firebase-data';
import { Badge, Button, formatDateTime, isoInstant } from '@thali/ui';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { RecordActions as Actions, RecordBody as Body, RecordItem as Item, RecordMuted as Muted } from '../../../shared/components/record-card';
import { t as text, useT } from '../messages';

/** A reply in the staff member's own mail program, to the sender, about the sender's subject. */
function replyHref(message: ContactMessage): string {
  const subject = message.subject ? text('card.replySubject', { subject: message.subject }) : text('card.replySubjectNone');
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}

const hidden = (words: ReactNode) => <span className="visually-hidden">{words}</span>;

/** One message of the inbox: who wrote what and when, whether it is handled (by whom, when), and its actions. */
export function MessageCard({ message }: { message: ContactMessage }) {
  const t = useT();
  const { user } = useAuth();
  const headingId = `message-${message.id}-heading`;
  const handle = useMutation({
    run: async () => markMessageHandled(user?.uid ?? '', message.id),
    errorMessage: (e) => dataSentence(e, text('card.markFailed')),
  });
  const at = (when: number) => (words: ReactNode) => <time dateTime={isoInstant(when)}>{words}</time>;
  return (
    <Item aria-labelledby={headingId}>
      <h3 id={headingId}>{message.subject || t('card.noSubject')}</h3>
      <Muted>
        {t.rich('card.from', { time: at(message.createdAt) }, { name: message.name, email: message.email, date: formatDateTime(message.createdAt) })}
      </Muted>
      <Body>{message.message}</Body>
      {message.handled ? (
        <p>
          {t.rich(message.handled.by === user?.uid ? 'card.handledByYou' : 'card.handledByOther',
            { badge: (words) => <Badge $tone="success">{words}</Badge>, time: at(message.handled.at) }, { date: formatDateTime(message.handled.at) })}
        </p>
      ) : (
        <p><Badge $tone="warning">{t('card.unread')}</Badge></p>
      )}
      <Actions>
        <a href={replyHref(message)}>{t.rich('card.reply', { hidden }, { name: message.name })}</a>
        {message.handled ? null : (
          // named after its message for a screen reader: a page of them has one button each
          <Button type="button" $variant="secondary" onClick={() => void handle.start()} disabled={handle.status === 'busy'}>
            {message.subject ? t.rich('card.markHandled', { hidden }, { subject: message.subject })
              : t.rich('card.markHandledNoSubject', { hidden }, { name: message.name })}
          </Button>
        )}
      </Actions>
      {handle.error ? <p role="alert">{handle.error}</p> : null}
    </Item>
  );
}
