import { addMenuItem, validateMenuItem, MenuItemValidationError, type FieldErrors, type MenuItemField } from '@thali/firebase-data';
import { useForm } from '@thali/ui/form';

export interface MenuItemValues {
  name: string;
  description: string;
  price: string;
  category: string;
  imageUrl: string;
}

export const EMPTY_VALUES: MenuItemValues = { name: '', description: '', price: '', category: '', imageUrl: '' };
export const FIELD_ORDER: MenuItemField[] = ['name', 'description', 'price', 'category', 'imageUrl'];
export const ADD_FAILED = 'Failed to add menu item. Please try again.';
export const ADDED = 'Menu item added.';

/** The checks of the data package (the same rules as the database's), in the form's order. */
export function validateValues(values: MenuItemValues): FieldErrors<MenuItemField> {
  return validateMenuItem(values);
}

/**
 * The Add New Menu Item form: checked on submit (focus to the first invalid field); an edited field's
 * message goes at once, the others stay until the next submit; the notice goes with any edit.
 */
export function useMenuItemForm(providerId: string) {
  return useForm<MenuItemValues>({
    initialValues: EMPTY_VALUES,
    validate: validateValues,
    fieldOrder: FIELD_ORDER,
    afterEdit: 'clear-field',
    clearNoticeOnEdit: true,
    onSubmit: async (values, { reset, setNotice, setFormError, showErrors }) => {
      try {
        await addMenuItem(providerId, values);
        reset();
        setNotice(ADDED);
      } catch (error) {
        if (error instanceof MenuItemValidationError) showErrors(error.errors);
        else setFormError((error instanceof Error && error.message) || ADD_FAILED);
      }
    },
  });
}
