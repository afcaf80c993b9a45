// Limits of the order writes, kept free of firebase so pages can import them without loading the SDK.

import { NamedError } from '../errors/named-error';
import { MAX_LINES_PER_PROVIDER, QUANTITY_MAX } from '@thali/domain';
import { sayer } from '../texts/say';
import { ORDERS_TEXTS } from '../texts/orders-texts';

const { message: dataMessage } = sayer(ORDERS_TEXTS);
/** Lines of one provider one atomic write can carry (the rules' batch slots). */
export { MAX_LINES_PER_PROVIDER };

export { ORDER_BOARD_PAGE, RECENT_ORDERS } from './order-pages';

/**
 * Most of one item per order or basket line. The database rules refuse more (packages/local-firebase/RULES.md,
 * "Bounds"): an unbounded quantity let one order push a provider's revenue into floating-point nonsense.
 */
export const MAX_QUANTITY = QUANTITY_MAX;

/** More lines of one provider than one write can carry: nothing is written. */
export class TooManyLinesError extends NamedError {
  static override readonly errorName = 'TooManyLinesError';
  constructor(readonly providerId: string, readonly lines: number) {
    super(dataMessage('order.tooManyLines', { max: MAX_LINES_PER_PROVIDER, lines }));
  }
}
