import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@thali/contract';
import { askForApprovalAgain } from '@thali/firebase-data';
import { Alert, Button } from '@thali/ui';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { useApproval } from '../hooks/use-approval';

export const PENDING_APPROVAL =
  'Your kitchen is awaiting approval. You can build your menu now; customers will see it once Thali approves your kitchen.';

export const SUSPENDED_NOTE = 'Customers cannot find your kitchen or order from it until Thali lifts the suspension. Deliver or cancel the orders you have already accepted.';

const Notice = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space(6)};
  p { margin: 0 0 0.5rem; overflow-wrap: anywhere; }
  p:last-child { margin-bottom: 0; }
`;

/** Turned down: why, where to fix it, and "Ask again" (the kitchen is back in Thali's queue). */
function Rejected({ providerId, reason }: { providerId: string; reason: string }) {
  const ask = useMutation({
    run: async () => askForApprovalAgain(providerId),
    errorMessage: (e) => dataSentence(e, 'Your request could not be sent. Please try again.'),
  });
  return (
    <Notice tone="error" inLiveRegion>
      <p>{`Rejected by Thali: ${reason}`}</p>
      <p>
        Edit your details in <Link to={paths.dashboardKitchen()}>Kitchen profile</Link>, then ask Thali to look again.
      </p>
      {ask.error ? <p>{ask.error}</p> : null}
      <Button type="button" onClick={() => void ask.start()} disabled={ask.status === 'busy'}>Ask again</Button>
    </Notice>
  );
}

/**
 * Says so while the kitchen is pending (not listed, no orders) or turned down, live: an approval by Thali's staff
 * takes it away without a reload. The live region is there from the start, so the sentence is announced when the
 * listing has been read or changes. A listed kitchen whose new name was turned down is told why.
 */
export function PendingApprovalBanner({ providerId }: { providerId: string }) {
  const { approval, listing, decisions } = useApproval(providerId);
  return (
    <div role="status" aria-label="Kitchen approval">
      {approval === 'pending' ? (
        <Notice tone="warning" inLiveRegion>
          {PENDING_APPROVAL}
        </Notice>
      ) : null}
      {approval === 'suspended' && decisions.suspension ? (
        <Notice tone="error" inLiveRegion>
          <p>{`Suspended by Thali: ${decisions.suspension.reason}`}</p>
          <p>{SUSPENDED_NOTE}</p>
        </Notice>
      ) : null}
      {approval === 'rejected' && decisions.rejection ? <Rejected providerId={providerId} reason={decisions.rejection.reason} /> : null}
      {approval === 'approved' && listing && decisions.nameRejection ? (
        <Notice tone="warning" inLiveRegion>
          {`Thali did not approve the new name ${decisions.nameRejection.name}, so your kitchen keeps the name ${listing.name}. Reason: ${decisions.nameRejection.reason}`}
        </Notice>
      ) : null}
    </div>
  );
}
