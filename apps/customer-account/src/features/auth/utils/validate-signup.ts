import { email, minLength, required, sameAs, validateFields, type FieldRules } from '@thali/ui/form';
import { t } from '../messages';

export type SignupField = 'name' | 'email' | 'password' | 'confirmPassword';
/** Issue 39: what "Provide Meals" asks besides the account: the kitchen's details. */
export type KitchenSignupField = 'kitchenName' | 'phone' | 'area' | 'address' | 'cuisine' | 'cuisineOther' | 'fssai';

export interface SignupValues extends Record<KitchenSignupField, string> {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: 'user' | 'meal_provider';
}

export const EMPTY_SIGNUP: SignupValues = { name: '', email: '', password: '', confirmPassword: '', role: 'user', kitchenName: '', phone: '', area: '',
  address: '', cuisine: '', cuisineOther: '', fssai: '' };


export const PASSWORD_MIN_LENGTH = 6;

/** The fields in the order the form shows and checks them. */
export const SIGNUP_FIELD_ORDER: (SignupField | KitchenSignupField)[] = ['name', 'email', 'password', 'confirmPassword', 'kitchenName', 'phone', 'area',
  'address', 'cuisine', 'cuisineOther', 'fssai'];

/** The kitchen's details as the data package takes them (its name under `name`). */
export const kitchenOf = (v: SignupValues) => ({ name: v.kitchenName, phone: v.phone, area: v.area, address: v.address, cuisine: v.cuisine,
  cuisineOther: v.cuisineOther, fssai: v.fssai });

/** A new password typed twice: signup and the password-reset page check it with the same rules. */
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

// The checks are made when a form checks (their messages in the language on screen then).
export const newPasswordRules = (): FieldRules<NewPasswordValues> => ({
  password: [minLength(PASSWORD_MIN_LENGTH, t('signup.passwordShort'))],
  confirmPassword: [sameAs<NewPasswordValues>('password', t('signup.passwordsDiffer'))],
});

/** The e-mail checks of signup, also those of the password-reset request. */
export const emailRules = (): FieldRules<{ email: string }> => ({
  email: [required(t('signup.emailRequired')), email(t('signup.emailInvalid'))],
});

/** The name's check: signup's, also that of a new account made by mobile number (issue 44). */
export const nameRules = (): FieldRules<Pick<SignupValues, 'name'>> => ({ name: [required(t('signup.nameRequired'))] });

/** The signup checks, in order; the first failing one gives the field's message. */
export const signupRules = (): FieldRules<SignupValues> => ({
  ...nameRules(),
  ...emailRules(),
  ...newPasswordRules(),
});

/**
 * One message per field, keys in check order; a kitchen's details too when it provides meals, by `kitchenErrors`
 * (kitchen-signup.tsx's, which the page fetches with the kitchen's fields: until it is in, the page does not submit).
 */
export function validateSignup(
  values: SignupValues,
  kitchenErrors?: (values: SignupValues) => Partial<Record<KitchenSignupField, string>>,
): Partial<Record<SignupField | KitchenSignupField, string>> {
  const account = validateFields(values, signupRules(), SIGNUP_FIELD_ORDER);
  if (values.role !== 'meal_provider' || !kitchenErrors) return account;
  return { ...account, ...kitchenErrors(values) };
}
