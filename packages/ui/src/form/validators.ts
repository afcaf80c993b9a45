/** One check of one field: a message when the value fails it, else nothing. */
export type Validator<V, T = unknown> = (value: T, values: V) => string | undefined;

/** The checks of each field, run in the order given; the first message wins. */
export type FieldRules<V> = { [K in keyof V]?: readonly Validator<V, V[K]>[] };

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

// Something@something.tld with no spaces: the same check a browser's type=email makes, roughly.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether the text (spaces around it ignored) looks like an e-mail address. */
export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/** Fails when the text is empty or only spaces. */
export const required =
  (message: string) =>
  (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() ? undefined : message;

/** Fails when the text is not an e-mail address (see isEmail). */
export const email =
  (message: string) =>
  (value: unknown): string | undefined =>
    typeof value === 'string' && isEmail(value) ? undefined : message;

/** Fails when the text is shorter than `min` characters. */
export const minLength =
  (min: number, message: string) =>
  (value: unknown): string | undefined =>
    typeof value === 'string' && value.length >= min ? undefined : message;

/** Fails when the value differs from another field's. */
export const sameAs =
  <V>(other: keyof V, message: string) =>
  (value: unknown, values: V): string | undefined =>
    value === values[other] ? undefined : message;

/**
 * Every field's first failing message, fields taken in `order`, so the keys of the result follow
 * the form and the first key is the field to focus.
 */
export function validateFields<V>(values: V, rules: FieldRules<V>, order: readonly (keyof V)[]): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const field of order) {
    for (const check of rules[field] ?? []) {
      const message = check(values[field], values);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}
