import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { paths } from '@thali/contract';
import { useLiveQuery } from '@thali/render';
import { Button } from '@thali/ui';
import { kitchenProfileQueries } from '../api/kitchen-profile-queries';
import { useNotNow } from '../hooks/use-not-now';
import { useT } from '../messages';
import { PromptBox } from './prompt-box';
import { DELIVERY_AREAS_ANCHOR } from './delivery-areas-form';

/** Where "Not now" is remembered on this device, per kitchen. */
const laterKey = (providerId: string) => `thali:delivery-areas-later:${providerId}`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/**
 * Issue 40: a kitchen that has not chosen its delivery areas (a new one, or one from before) is asked once, on its
 * dashboard, with a link to the Kitchen profile's form; short, so each section's main action stays near the top. Not
 * on the Kitchen profile itself (the form is there), nor while the kitchen's details prompt asks first. "Not now" is
 * remembered on this device.
 */
export function DeliveryAreasPrompt({ providerId, onKitchenProfile }: { providerId: string; onKitchenProfile: boolean }) {
  const t = useT();
  const listing = useLiveQuery(kitchenProfileQueries.listing(providerId), { enabled: Boolean(providerId) });
  const [later, notNow] = useNotNow(laterKey(providerId));
  const kitchen = listing.data;
  if (!kitchen || later || onKitchenProfile || kitchen.deliversTo.length > 0 || (kitchen.missingDetails ?? []).length > 0) return null;
  return (
    <PromptBox as="section" aria-labelledby="delivery-areas-prompt-heading">
      <h2 id="delivery-areas-prompt-heading">{t('areasPrompt.heading')}</h2>
      <p>{t('areasPrompt.lead')}</p>
      <Actions>
        <Link to={`${paths.dashboardKitchen()}#${DELIVERY_AREAS_ANCHOR}`}>{t('areasPrompt.choose')}</Link>
        <Button type="button" $variant="secondary" onClick={notNow}>
          {t('notNow')}
        </Button>
      </Actions>
    </PromptBox>
  );
}
