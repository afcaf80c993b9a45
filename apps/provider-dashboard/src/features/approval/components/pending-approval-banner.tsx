import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@thali/contract';
import { askForApprovalAgain } from '@thali/firebase-data';
import { Alert, Button } from '@thali/ui';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { useApproval } from '../hooks/use-approval';
import { useT } from '../messages';

const Notice = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space(6)};
  p { margin: 0 0 0.5rem; overflow-wrap: anywhere; }
  p:last-child { margin-bottom: 0; }
`;

/** Turned down: why, where to fix it, and "Ask again" (the kitchen is back in Thali's queue). */
function Rejected({ providerId, reason }: { providerId: string; reason: string }) {
  const t = useT();
  const ask = useMutation({
    run: async () => askForApprovalAgain(providerId),
    errorMessage: (e) => dataSentence(e, t('banner.askFailed')),
  });
  return (
    <Notice tone="error" inLiveRegion>
      <p>{t('banner.rejected', { reason })}</p>
      <p>{t.rich('banner.editDetails', { profile: (text) => <Link to={paths.dashboardKitchen()}>{text}</Link> })}</p>
      {ask.error ? <p>{ask.error}</p> : null}
      <Button type="button" onClick={() => void ask.start()} disabled={ask.status === 'busy'}>{t('banner.askAgain')}</Button>
    </Notice>
  );
}

/**
 * Says so while the kitchen is pending (not listed, no orders) or turned down, live: an approval by Thali's staff
 * takes it away without a reload. The live region is there from the start, so the sentence is announced when the
 * listing has been read or changes. A listed kitchen whose new name was turned down is told why.
 */
export function PendingApprovalBanner({ providerId }: { providerId: string }) {
  const t = useT();
  const { approval, listing, decisions } = useApproval(providerId);
  return (
    <div role="status" aria-label={t('banner.label')}>
      {approval === 'pending' ? (
        <Notice tone="warning" inLiveRegion>
          {t('banner.pending')}
        </Notice>
      ) : null}
      {approval === 'suspended' && decisions.suspension ? (
        <Notice tone="error" inLiveRegion>
          <p>{t('banner.suspended', { reason: decisions.suspension.reason })}</p>
          <p>{t('banner.suspendedNote')}</p>
        </Notice>
      ) : null}
      {approval === 'rejected' && decisions.rejection ? <Rejected providerId={providerId} reason={decisions.rejection.reason} /> : null}
      {approval === 'approved' && listing && decisions.nameRejection ? (
        <Notice tone="warning" inLiveRegion>
          {t('banner.nameRejected', { name: decisions.nameRejection.name, current: listing.name, reason: decisions.nameRejection.reason })}
        </Notice>
      ) : null}
    </div>
  );
}
