import styled from 'styled-components';
import type { AuditEntry } from '@thali/firebase-data';
import { SentenceWithTime } from '../../../shared/components/sentence-with-time';
import { useAudit, useStaffEmail } from '../hooks/use-kitchen-queue';
import { useT } from '../messages';

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  li { overflow-wrap: anywhere; }
`;

const NAME_CHANGE = /\/name$/;

function Entry({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const email = useStaffEmail(entry.by);
  // the admin script, a staff member by e-mail, or one whose e-mail is not read yet (or gone)
  const who = entry.by === 'cli' ? 'cli' : email ? 'email' : 'other';
  return (
    <li>
      <SentenceWithTime at={entry.at} text={(date) => t(NAME_CHANGE.test(entry.target) ? 'audit.nameEntry' : 'audit.entry', {
        action: entry.action, who, email: email ?? '', date,
      })} />
      {entry.reason ? `: ${entry.reason}` : ''}
    </li>
  );
}

/** What staff did to a record (its audit entries, newest first), e.g. "Rejected by ops@thali.test, 26 Nov, 7:15 pm: …". */
export function AuditTrail({ target, label }: { target: string; label: string }) {
  const audit = useAudit(target);
  // the history is an aside: until it is read (or when it cannot be) the card shows none
  const entries = audit.status === 'success' ? audit.data : [];
  if (entries.length === 0) return null;
  return (
    <List aria-label={label}>
      {entries.map((e) => <Entry key={e.id} entry={e} />)}
    </List>
  );
}
