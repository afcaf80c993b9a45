import { useForm } from '@thali/ui/form';
import { updateMenuItem, type MenuItem } from '@thali/firebase-data';
import { MenuItemValidationError } from '@thali/firebase-data/logic';
import { plainMessage } from '@thali/ui';
import { useBrokenImages } from '@thali/ui/image-preview';
import { t } from '../messages';
import { FIELD_ORDER, validateValues, type MenuItemValues } from './use-menu-item-form';
import { usePhotoBusy } from './use-photo-busy';

/** An item as the form shows it (the price as typed text). */
export const valuesOf = (item: MenuItem): MenuItemValues => ({
  name: item.name, description: item.description, price: String(item.price), category: item.category,
  diet: item.diet ?? '', platesPerDay: item.platesPerDay === undefined ? '' : String(item.platesPerDay), imageUrl: item.imageUrl,
});

/**
 * The edit form of one item: prefilled, the same checks as the Add form (a broken image blocks the save with the
 * preview's words); `onSaved` runs once the item is stored.
 */
export function useEditMenuItemForm(item: MenuItem, onSaved: () => void) {
  const { brokenImages, imageFailed } = useBrokenImages();
  const form = useForm<MenuItemValues>({
    initialValues: valuesOf(item),
    validate: (values) => validateValues(values, brokenImages),
    fieldOrder: FIELD_ORDER,
    afterEdit: 'clear-field',
    onSubmit: async (values, { signal, setFormError, showErrors }) => {
      try {
        await updateMenuItem(item.id, values);
        if (!signal.aborted) onSaved();
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof MenuItemValidationError) showErrors(error.errors);
        else setFormError(plainMessage(error, t('form.saveFailed')));
      }
    },
  });
  return usePhotoBusy({ ...form, imageFailed });
}
