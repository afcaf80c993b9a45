import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import { useLiveQuery } from '@thali/render';
import type { Provider } from '@thali/firebase-data';
import { Alert, Button } from '@thali/ui';
import { KitchenDetailsFields, type KitchenDetailsFieldName } from '@thali/ui/kitchen-details';
import { kitchenProfileQueries } from '../api/kitchen-profile-queries';
import { useKitchenDetailsForm } from '../hooks/use-kitchen-details-form';
import { useNotNow } from '../hooks/use-not-now';
import { useT } from '../messages';
import { PromptBox } from './prompt-box';

/** Where "Not now" is remembered on this device, per kitchen. */
const laterKey = (providerId: string) => `thali:kitchen-details-later:${providerId}`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * Issue 39: a kitchen made before signup asked for its details is asked, once, on its dashboard for what its listing
 * lacks (phone, area, address, a cuisine of the list). It goes when they are saved, or for good on this device with
 * "Not now" (the Kitchen profile section still has them).
 */
export function KitchenDetailsPrompt({ providerId: given }: { providerId?: string }) {
  const { user } = useAuth();
  const providerId = given ?? user?.uid ?? '';
  const listing = useLiveQuery(kitchenProfileQueries.listing(providerId), { enabled: Boolean(providerId) });
  const [later, notNow] = useNotNow(laterKey(providerId));
  const missing = listing.data?.missingDetails ?? [];
  if (!listing.data || missing.length === 0 || later) return null;
  return <PromptForm providerId={providerId} listing={listing.data} missing={missing} onLater={notNow} />;
}

function PromptForm({ providerId, listing, missing, onLater }: { providerId: string; listing: Provider; missing: readonly KitchenDetailsFieldName[]; onLater: () => void }) {
  const t = useT();
  const form = useKitchenDetailsForm(providerId, listing, missing);
  return (
    <PromptBox as="section" aria-labelledby="kitchen-details-prompt-heading">
      <h2 id="kitchen-details-prompt-heading">{t('detailsPrompt.heading')}</h2>
      <p>{t('detailsPrompt.lead')}</p>
      <form noValidate aria-labelledby="kitchen-details-prompt-heading" onSubmit={form.handleSubmit}>
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <KitchenDetailsFields field={form.field} cuisine={form.values.cuisine} only={missing} />
        <Buttons>
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? t('saving') : t('detailsPrompt.save')}
          </Button>
          <Button type="button" $variant="secondary" disabled={form.submitting} onClick={onLater}>
            {t('notNow')}
          </Button>
        </Buttons>
      </form>
    </PromptBox>
  );
}
