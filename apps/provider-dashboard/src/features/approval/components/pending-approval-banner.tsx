import styled from 'styled-components';
import { useApproval } from '../hooks/use-approval';

export const PENDING_APPROVAL =
  'Your kitchen is awaiting approval. You can build your menu now; customers will see it once Thali approves your kitchen.';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

/**
 * Says so while the kitchen is pending (not listed, no orders). The live region is there from the start, so
 * the sentence is announced when the listing has been read.
 */
export function PendingApprovalBanner({ providerId }: { providerId: string }) {
  const approval = useApproval(providerId);
  return <div role="status" aria-label="Kitchen approval">{approval === 'pending' ? <Notice>{PENDING_APPROVAL}</Notice> : null}</div>;
}
