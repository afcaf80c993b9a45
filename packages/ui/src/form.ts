// The form system (fields, inputs, the form hook, validators): its own entry, '@thali/ui/form', so the shared
// '@thali/ui' singleton every page loads first stays small. Pages with forms bundle this part with their own code;
// it holds no state of its own (the theme comes through styled-components' shared context), so a copy per remote is safe.
export { Field, FieldError, type FieldProps, type FieldControlProps } from './components/field';
export { Input, TextInput, inputStyles, type InputProps } from './components/input';
export { TextArea, type TextAreaProps } from './components/text-area';
export { Select, NativeSelect, type SelectProps } from './components/select';
export { PasswordInput, type PasswordInputProps } from './components/password-input';
export { MobileInput, MOBILE_HINT, type MobileInputProps } from './components/mobile-input';
export { useForm, type UseFormOptions, type SubmitHelpers, type AfterEdit } from './form/use-form';
export type { FieldBinding } from './form/field-binding';
export {
  validateFields, isEmail, required, email, minLength, sameAs,
  type Validator, type FieldRules, type FieldErrors,
} from './form/validators';
