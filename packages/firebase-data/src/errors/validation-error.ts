import type { FieldErrors } from '../model';
import { NamedError } from './named-error';

/**
 * Input a use case refused before writing, field by field (`errors`, for a form to show beside each field); its
 * message is the first field's problem, or the class's `sentence` when none is named. Each kind is its own class
 * with its own errorName (a page tells them apart with instanceof; this base class matches none of them).
 */
export class ValidationError<F extends string> extends NamedError {
  constructor(readonly errors: FieldErrors<F>) {
    super(Object.values<string | undefined>(errors)[0]);
  }
}
