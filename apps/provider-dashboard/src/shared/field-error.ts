/**
 * Whether a refusal names fields (the data package's ValidationError, told apart by name like its other errors:
 * the shared copy's class is not the one this app bundles).
 */
export function isFieldError<F extends string>(error: unknown): error is Error & { errors: Partial<Record<F, string>> } {
  return error instanceof Error && error.name === 'ValidationError' && typeof (error as { errors?: unknown }).errors === 'object';
}
