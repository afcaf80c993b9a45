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

/** The fields in the order spec §5 checks them. */
export const SIGNUP_FIELD_ORDER: SignupField[] = ['name', 'email', 'password', 'confirmPassword'];

/** Spec §5 signup rules, in order; one message per field, keys in check order. */
export function validateSignup(values: SignupValues): Partial<Record<SignupField, string>> {
  const errors: Partial<Record<SignupField, string>> = {};
  if (!values.name.trim()) errors.name = SIGNUP_MESSAGES.nameRequired;
  if (!values.email.trim()) errors.email = SIGNUP_MESSAGES.emailRequired;
  else if (!values.email.includes('@')) errors.email = SIGNUP_MESSAGES.emailInvalid;
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = SIGNUP_MESSAGES.passwordShort;
  if (values.password !== values.confirmPassword) errors.confirmPassword = SIGNUP_MESSAGES.passwordsDiffer;
  return errors;
}
