import { NamedError } from './named-error';

/** What went wrong, for a page that acts on it (Cancel needs no message; Retry suits 'network' and 'failed'). */
export type DataErrorCode = 'cancelled' | 'not-an-image' | 'too-large' | 'network' | 'not-allowed' | 'failed';

/** The one sentence a person reads for each code. */
export const DATA_ERROR_MESSAGES: Record<DataErrorCode, string> = {
  cancelled: 'The upload was cancelled.',
  'not-an-image': 'This file is not a photo. Choose a JPEG, PNG or WebP picture.',
  'too-large': 'This photo is larger than 2 MB even after resizing. Choose a smaller one.',
  network: 'The photo could not be uploaded because there is no connection. Try again when you are online.',
  'not-allowed': 'Only a signed-in kitchen can add photos. Sign in again and try once more.',
  failed: 'The photo could not be uploaded. Try again.',
};

/** An error of the images' use cases (and any later one that tells its cause by a code), with a plain sentence. */
export class DataError extends NamedError {
  static override readonly errorName: string = 'DataError';
  readonly code: DataErrorCode;

  constructor(code: DataErrorCode, options?: ErrorOptions) {
    super(DATA_ERROR_MESSAGES[code], options);
    this.code = code;
  }
}
