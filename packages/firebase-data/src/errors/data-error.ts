import { NamedError } from './named-error';
import { sayer } from '../texts/say';
import { IMAGES_TEXTS } from '../texts/images-texts';

const { text: dataText } = sayer(IMAGES_TEXTS);
/** What went wrong, for a page that acts on it (Cancel needs no message; Retry suits 'network' and 'failed'). */
export type DataErrorCode = 'cancelled' | 'not-an-image' | 'too-large' | 'network' | 'not-allowed' | 'failed';

/** The one sentence a person reads for each code. */
export const DATA_ERROR_MESSAGES: Record<DataErrorCode, string> = {
  cancelled: dataText('image.cancelled'),
  'not-an-image': dataText('image.notAnImage'),
  'too-large': dataText('image.tooLarge'),
  network: dataText('image.network'),
  'not-allowed': dataText('image.notAllowed'),
  failed: dataText('image.failed'),
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
