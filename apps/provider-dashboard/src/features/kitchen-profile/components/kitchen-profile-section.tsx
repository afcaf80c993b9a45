import { useState } from 'react';
import styled from 'styled-components';
import { useLiveQuery } from '@thali/render';
import type { Provider } from '@thali/firebase-data';
import { Alert, Button, Card, Skeleton } from '@thali/ui';
import { KitchenDetailsFields } from '@thali/ui/kitchen-details';
import { kitchenProfileQueries } from '../api/kitchen-profile-queries';
import { useKitchenDetailsForm } from '../hooks/use-kitchen-details-form';
import { KitchenPictureField } from './kitchen-picture-field';
import { DeliveryAreasForm } from './delivery-areas-form';
import { PaymentDetailsForm } from './payment-details-form';
import { useT } from '../messages';
import { SavedNotice } from './profile-form-card';

const Section = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const Form = styled(Card)`
  max-width: 40rem;
`;

/**
 * The dashboard's Kitchen profile (issue 39): what customers see of the kitchen — its name (a request once approved,
 * issue 36), phone, area, address, cuisine, FSSAI number and picture — read live from its listing and saved in one write;
 * then the areas it delivers to and its minimum order value (issue 40), and its UPI payment details (issue 42), each
 * saved with its own button.
 */
export function KitchenProfileSection({ providerId }: { providerId: string }) {
  const t = useT();
  const listing = useLiveQuery(kitchenProfileQueries.listing(providerId), { enabled: Boolean(providerId) });
  return (
    <Section aria-labelledby="kitchen-profile-heading">
      <h2 id="kitchen-profile-heading">{t('profile.heading')}</h2>
      {listing.status === 'error' ? (
        <Alert>{t('profile.loadFailed')}</Alert>
      ) : !listing.data ? (
        <div aria-busy="true">
          <span className="visually-hidden">{t('profile.loading')}</span>
          <Skeleton $height="20rem" />
        </div>
      ) : (
        <>
          <KitchenProfileForm providerId={providerId} listing={listing.data} />
          {/* issue 40: where it delivers and its minimum order, a form of its own (its own Save) */}
          <DeliveryAreasForm providerId={providerId} listing={listing.data} />
          {/* issue 42: the UPI ID and payee name its customers pay to, a form of its own too */}
          <PaymentDetailsForm providerId={providerId} listing={listing.data} />
        </>
      )}
    </Section>
  );
}

const FIELDS = ['name', 'phone', 'area', 'address', 'cuisine', 'fssai', 'image'] as const;

function KitchenProfileForm({ providerId, listing }: { providerId: string; listing: Provider }) {
  const t = useT();
  const form = useKitchenDetailsForm(providerId, listing, FIELDS);
  // While a picture is being prepared or uploaded the profile is not saved (it would go without the picture).
  const [photoBusy, setPhotoBusy] = useState(false);
  return (
    <Form as="form" noValidate aria-labelledby="kitchen-profile-heading" onSubmit={(event) => (photoBusy ? event.preventDefault() : form.handleSubmit(event))} aria-busy={form.submitting || undefined}>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <KitchenDetailsFields field={form.field} cuisine={form.values.cuisine}
        nameHint={listing.nameRequest ? t('profile.nameRequest', { name: listing.nameRequest }) : t('profile.nameHint')} />
      <KitchenPictureField label={t('profile.picture')} value={form.values.image} error={form.errors.image} onChange={(v) => form.setValue('image', v)}
        onBusyChange={setPhotoBusy} />
      <Button type="submit" disabled={form.submitting || photoBusy}>
        {form.submitting ? t('saving') : t('profile.save')}
      </Button>
      <SavedNotice role="status">{form.notice}</SavedNotice>
    </Form>
  );
}
