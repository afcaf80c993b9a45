import styled from 'styled-components';
import type { AuditEntry } from '@thali/firebase-data';
import { formatDateTime, isoInstant } from '@thali/ui';
import { useAudit, useStaffEmail } from '../hooks/use-kitchen-queue';

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  li { overflow-wrap: anywhere; }
`;

const NAME_CHANGE = /\/name$/;
const VERB: Partial<Record<AuditEntry['action'], [kitchen: string, name: string]>> = {
  approve: ['Approved', 'New name approved'],
  reject: ['Rejected', 'New name rejected'],
  suspend: ['Suspended', 'Suspended'],
  unsuspend: ['Unsuspended', 'Unsuspended'],
};

function Entry({ entry }: { entry: AuditEntry }) {
  const email = useStaffEmail(entry.by);
  const verbs = VERB[entry.action];
  const verb = verbs ? verbs[NAME_CHANGE.test(entry.target) ? 1 : 0] : entry.action;
  return (
    <li>
      {`${verb} by ${email ?? 'a staff member'}, `}
      <time dateTime={isoInstant(entry.at)}>{formatDateTime(entry.at)}</time>
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
