import { addMenuItem, type Diet, type FieldErrors } from '@thali/firebase-data';
import { validateMenuItem, MenuItemValidationError, MENU_ITEM_MESSAGES, type MenuItemField } from '@thali/firebase-data/logic';
import { plainMessage } from '@thali/ui';
import { useBrokenImages } from '@thali/ui/image-preview';
import { useForm } from '@thali/ui/form';
import { t } from '../messages';
import { INVALID_IMAGE } from '../utils/image-url';
import { usePhotoBusy } from './use-photo-busy';

export interface MenuItemValues {
  name: string;
  description: string;
  price: string;
  category: string;
  /** '' until a diet is chosen (the form requires one) */
  diet: Diet | '';
  /** as typed; empty for no daily limit */
  platesPerDay: string;
  imageUrl: string;
}

export const EMPTY_VALUES: MenuItemValues = { name: '', description: '', price: '', category: '', diet: '', platesPerDay: '', imageUrl: '' };
export const FIELD_ORDER: MenuItemField[] = ['name', 'description', 'price', 'category', 'diet', 'platesPerDay', 'imageUrl'];

/**
 * The checks of the data package (the same rules as the database's), in the form's order; and an image URL whose
 * preview failed to load is refused with the preview's words, so no item is added with a blank thumbnail. A missing
 * picture asks for a photo (the form takes one from the camera; the data package's words name only the URL).
 */
export function validateValues(values: MenuItemValues, brokenImages: ReadonlySet<string> = new Set()): FieldErrors<MenuItemField> {
  const errors = validateMenuItem(values);
  if (errors.imageUrl === MENU_ITEM_MESSAGES.imageUrl) errors.imageUrl = t('field.photoRequired');
  if (!errors.imageUrl && brokenImages.has(values.imageUrl.trim())) errors.imageUrl = INVALID_IMAGE;
  return errors;
}

/**
 * The Add New Menu Item form: checked on submit (focus to the first invalid field); an edited field's
 * message goes at once, the others stay until the next submit; the notice goes with any edit.
 */
export function useMenuItemForm(providerId: string) {
  const { brokenImages, imageFailed } = useBrokenImages();
  const form = useForm<MenuItemValues>({
    initialValues: EMPTY_VALUES,
    validate: (values) => validateValues(values, brokenImages),
    fieldOrder: FIELD_ORDER,
    afterEdit: 'clear-field',
    clearNoticeOnEdit: true,
    onSubmit: async (values, { reset, setNotice, setFormError, showErrors }) => {
      try {
        await addMenuItem(providerId, values);
        reset();
        setNotice(t('form.added'));
      } catch (error) {
        if (error instanceof MenuItemValidationError) showErrors(error.errors);
        else setFormError(plainMessage(error, t('form.addFailed')));
      }
    },
  });
  return usePhotoBusy({ ...form, imageFailed });
}
