import { updateUserProfile, type Provider } from '@thali/firebase-data';
import { KitchenDetailsError } from '@thali/firebase-data/logic';
import { useForm } from '@thali/ui/form';
import type { KitchenDetailsFieldName } from '@thali/ui/kitchen-details';
import { t } from '../messages';
import { kitchenDetailsErrors, plainMessageOf, valuesOf, type KitchenFormValues } from '../utils/kitchen-form-values';

/**
 * The form over a kitchen's details (issue 39), started from its listing: `fields` are the ones shown (the prompt asks
 * only what is missing), checked as signup checks them; a save goes through the profile's use case (issue 36: an
 * approved kitchen's new name is a request), and the live listing then shows what was saved.
 */
export function useKitchenDetailsForm(providerId: string, listing: Provider, fields: readonly (KitchenDetailsFieldName | 'image')[], onSaved?: () => void) {
  const shown = (name: string) => fields.includes(name as KitchenDetailsFieldName) || (name === 'cuisineOther' && fields.includes('cuisine'));
  return useForm<KitchenFormValues>({
    initialValues: valuesOf(listing),
    fieldOrder: ['name', 'phone', 'area', 'address', 'cuisine', 'cuisineOther', 'fssai', 'image'],
    validate: (values) => Object.fromEntries(Object.entries(kitchenDetailsErrors(values)).filter(([f]) => shown(f))),
    afterEdit: 'clear-field',
    clearNoticeOnEdit: true,
    onSubmit: async (values, { setFormError, setNotice, showErrors }) => {
      const changes = Object.fromEntries(Object.entries(values).filter(([f]) => shown(f)));
      try {
        await updateUserProfile(providerId, changes);
        setNotice(t('profile.saved'));
        onSaved?.();
      } catch (error) {
        if (error instanceof KitchenDetailsError) showErrors(error.errors);
        else setFormError(plainMessageOf(error));
      }
    },
  });
}
