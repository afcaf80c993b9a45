import { setDeliveryAreas, type Provider } from '@thali/firebase-data';
import { DeliveryAreasError, deliveryAreasErrors, parseMinOrder } from '@thali/firebase-data/logic';
import type { AreaName } from '@thali/domain/areas';
import { plainMessage } from '@thali/ui';
import { useForm } from '@thali/ui/form';
import { t } from '../messages';

/** The delivery areas form's values: the areas ticked, and the minimum as typed ('' for none). */
export interface DeliveryAreasValues {
  areas: AreaName[];
  minOrder: string;
}

/**
 * The form over a kitchen's delivery areas and minimum order value (issue 40), started from its listing and saved in
 * one write with setDeliveryAreas (checked as the data package and the rules check them: at least one area, a whole
 * number of rupees from 0 to 2,000).
 */
export function useDeliveryAreasForm(providerId: string, listing: Provider, onSaved?: () => void) {
  return useForm<DeliveryAreasValues>({
    initialValues: { areas: listing.deliversTo, minOrder: listing.minOrder > 0 ? String(listing.minOrder) : '' },
    fieldOrder: ['areas', 'minOrder'],
    validate: (values) => deliveryAreasErrors(values.areas, parseMinOrder(values.minOrder)),
    afterEdit: 'clear-field',
    clearNoticeOnEdit: true,
    onSubmit: async (values, { setFormError, setNotice, showErrors }) => {
      try {
        await setDeliveryAreas(providerId, values.areas, parseMinOrder(values.minOrder));
        setNotice(t('areas.saved'));
        onSaved?.();
      } catch (error) {
        if (error instanceof DeliveryAreasError) showErrors(error.errors);
        else setFormError(plainMessage(error, t('areas.saveFailed')));
      }
    },
  });
}
