import { NamedError } from '../errors/named-error';
import { soldOutText } from './plates';
import { SLOT_MESSAGES } from './slots';
import { sayer } from '../texts/say';
import { KITCHENS_TEXTS } from '../texts/kitchens-texts';

const { text: dataText } = sayer(KITCHENS_TEXTS);
/** An order to a kitchen that is closed now (hours, holiday or paused): nothing was written. The message says why. */
export class KitchenClosedError extends NamedError {
  static override readonly errorName = 'KitchenClosedError';
  constructor(readonly providerId: string, reason = dataText('kitchen.closedNow')) {
    super(reason || dataText('kitchen.closedNow'));
  }
}

/**
 * An order for more plates than are left for its day: nothing was written. `left`: how many are (0: sold out); `when`
 * the day's words ('today', 'tomorrow', 'on 28 Nov': issue 40, the day of the order's slot), `day` that day's start
 * (its date then reads in the reader's language).
 */
export class SoldOutError extends NamedError {
  static override readonly errorName = 'SoldOutError';
  constructor(readonly itemId: string, readonly left: number, readonly when = 'today', day?: number) {
    super(soldOutText(left, when, day));
  }
}

/** A later slot that may not be ordered (passed, outside the hours, a holiday, too far ahead): nothing was written. */
export class SlotUnavailableError extends NamedError {
  static override readonly errorName = 'SlotUnavailableError';
  static override readonly sentence = SLOT_MESSAGES.unavailable;
  constructor(readonly providerId: string, message?: string) {
    super(message || undefined);
  }
}
