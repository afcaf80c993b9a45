import { email, minLength, required, sameAs, validateFields, type FieldRules } from '@thali/ui/form';

export type SignupField = 'name' | 'email' | 'password' | 'confirmPassword';

export interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: 'user' | 'meal_provider';
}

export const SIGNUP_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordShort: 'Password must be at least 6 characters long',
  passwordsDiffer: 'Passwords do not match',
} as const;

export const PASSWORD_MIN_LENGTH = 6;

/** The fields in the order the form shows and checks them. */
export const SIGNUP_FIELD_ORDER: SignupField[] = ['name', 'email', 'password', 'confirmPassword'];

/** The signup checks, in order; the first failing one gives the field's message. */
export const SIGNUP_RULES: FieldRules<SignupValues> = {
  name: [required(SIGNUP_MESSAGES.nameRequired)],
  email: [required(SIGNUP_MESSAGES.emailRequired), email(SIGNUP_MESSAGES.emailInvalid)],
  password: [minLength(PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES.passwordShort)],
  confirmPassword: [sameAs<SignupValues>('password', SIGNUP_MESSAGES.passwordsDiffer)],
};

/** One message per field, keys in check order. */
export function validateSignup(values: SignupValues): Partial<Record<SignupField, string>> {
  return validateFields(values, SIGNUP_RULES, SIGNUP_FIELD_ORDER);
}
