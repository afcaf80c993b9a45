import type { ChangeEvent, Ref } from 'react';

/**
 * What a form's `field(name)` (useForm's) gives one control: spread on an Input, a Select or a TextArea. Field groups
 * shared by several forms (a kitchen's details, a delivery address) take a `field` function that returns these.
 */
export interface FieldBinding {
  name: string;
  value: string;
  error?: string;
  ref: Ref<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}
