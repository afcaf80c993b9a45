import styled from 'styled-components';
import { Alert } from '@thali/ui';
import { useApproval } from '../hooks/use-approval';

export const PENDING_APPROVAL =
  'Your kitchen is awaiting approval. You can build your menu now; customers will see it once Thali approves your kitchen.';

const Notice = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

/**
 * Says so while the kitchen is pending (not listed, no orders). The live region is there from the start, so
 * the sentence is announced when the listing has been read.
 */
export function PendingApprovalBanner({ providerId }: { providerId: string }) {
  const approval = useApproval(providerId);
  return (
    <div role="status" aria-label="Kitchen approval">
      {approval === 'pending' ? (
        <Notice tone="warning" inLiveRegion>
          {PENDING_APPROVAL}
        </Notice>
      ) : null}
    </div>
  );
}
