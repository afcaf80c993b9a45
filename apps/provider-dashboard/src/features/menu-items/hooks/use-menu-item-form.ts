import { useCallback, useRef, useState, type FormEvent } from 'react';
import {
  addMenuItem, validateMenuItem, MenuItemValidationError, type FieldErrors, type MenuItemField,
} from '@thali/firebase-data';

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

type Focusable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Spec §5 checks, through the data package (the same rules as the database's). */
export function validateValues(values: MenuItemValues): FieldErrors<MenuItemField> {
  return validateMenuItem(values);
}

/** The Add New Menu Item form: values, validation on submit (focus to the first invalid field), saving. */
export function useMenuItemForm(providerId: string) {
  const [values, setValues] = useState<MenuItemValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors<MenuItemField>>({});
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const fields = useRef<Partial<Record<MenuItemField, Focusable | null>>>({});

  const register = useCallback((field: MenuItemField) => (el: Focusable | null) => {
    fields.current[field] = el;
  }, []);

  const change = useCallback((field: MenuItemField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // The field's message goes once it is edited; the others stay until the next submit.
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setNotice('');
  }, []);

  const showErrors = (found: FieldErrors<MenuItemField>) => {
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) fields.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    setNotice('');
    const found = validateValues(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await addMenuItem(providerId, values);
      setValues(EMPTY_VALUES);
      setNotice(ADDED);
    } catch (error) {
      if (error instanceof MenuItemValidationError) showErrors(error.errors);
      else setFormError((error instanceof Error && error.message) || ADD_FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, formError, notice, register, change, submit };
}
