import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { useLocation } from 'react-router-dom';
import { DELIVERY_AREAS, type AreaName } from '@thali/domain/areas';
import type { Provider } from '@thali/firebase-data';
import { KITCHEN_LIMITS } from '@thali/firebase-data/logic';
import { Alert, Button } from '@thali/ui';
import { FieldError, Input } from '@thali/ui/form';
import { useDeliveryAreasForm } from '../hooks/use-delivery-areas-form';
import { useT } from '../messages';
import { ProfileFormCard, SavedNotice } from './profile-form-card';

/** The highest minimum order, in whole rupees as the hint says it ('₹2,000': Indian grouping in every language). */
const MIN_ORDER_MAX = `₹${KITCHEN_LIMITS.minOrderMax.toLocaleString('en-IN')}`;

/** The form's id: the dashboard's prompt links to it (`/provider-dashboard/kitchen#delivery-areas`). */
export const DELIVERY_AREAS_ANCHOR = 'delivery-areas';

const Areas = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`;

// One area per row on a phone, two side by side from the small breakpoint: each a 44 px tall target.
const AreaList = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    overflow-wrap: anywhere;
  }
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Issue 40: where the kitchen delivers — a checkbox per area of Nagpur's list with its PIN codes (at least one) — and
 * its optional minimum order value, saved in one write. Until it has chosen, its kitchen is in no area's list.
 */
export function DeliveryAreasForm({ providerId, listing }: { providerId: string; listing: Provider }) {
  const t = useT();
  const form = useDeliveryAreasForm(providerId, listing);
  const headingId = useId();
  const errorId = useId();
  const areasRef = form.field('areas').ref;
  // Opened from the dashboard's prompt (…/kitchen#delivery-areas): the form comes into view with its first area focused.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${DELIVERY_AREAS_ANCHOR}`) return;
    document.getElementById(DELIVERY_AREAS_ANCHOR)?.scrollIntoView?.();
    form.focus('areas');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form first shows
  }, []);
  const toggle = (area: AreaName) =>
    form.setValue('areas', form.values.areas.includes(area) ? form.values.areas.filter((a) => a !== area) : [...form.values.areas, area]);
  return (
    <ProfileFormCard as="form" id={DELIVERY_AREAS_ANCHOR} noValidate aria-labelledby={headingId} onSubmit={form.handleSubmit} aria-busy={form.submitting || undefined}>
      <h3 id={headingId}>{t('areas.heading')}</h3>
      <p>{t(listing.approved ? 'areas.lead' : 'areas.leadPending')}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Areas aria-describedby={form.errors.areas ? errorId : undefined}>
        <legend>{t('areas.legend')}</legend>
        <AreaList>
          {DELIVERY_AREAS.map(({ area, zipCodes }, i) => (
            <li key={area}>
              <label>
                <input
                  type="checkbox"
                  name="areas"
                  value={area}
                  checked={form.values.areas.includes(area)}
                  onChange={() => toggle(area)}
                  ref={i === 0 ? areasRef : undefined}
                  aria-invalid={form.errors.areas ? true : undefined}
                />
                <span>
                  {area} <small>{zipCodes.join(', ')}</small>
                </span>
              </label>
            </li>
          ))}
        </AreaList>
        {form.errors.areas ? <FieldError id={errorId}>{form.errors.areas}</FieldError> : null}
      </Areas>
      <Input label={t('areas.minOrder')} inputMode="numeric" autoComplete="off" hint={t('areas.minOrderHint', { max: MIN_ORDER_MAX })} {...form.field('minOrder')} />
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? t('saving') : t('areas.save')}
      </Button>
      <SavedNotice role="status">{form.notice}</SavedNotice>
    </ProfileFormCard>
  );
}
