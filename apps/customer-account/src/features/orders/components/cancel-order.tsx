import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import { cancelMyOrder, type Order } from '@thali/firebase-data';
import { cancelDeadline, canCustomerCancel, DELIVERY_MESSAGES, OrderCancelError } from '@thali/firebase-data/logic';
import { Button, formatTime } from '@thali/ui';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { useT } from '../messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  p { margin: 0; font-weight: 600; flex: 1 1 100%; }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * True until the customer's cancel window closes (then once more: false), so the button goes when the rules would
 * refuse; false once the kitchen has accepted the order (only a new order can be cancelled by its customer).
 */
function useStillCancellable(order: Order): boolean {
  const [now, setNow] = useState(() => Date.now());
  const open = canCustomerCancel(order, now);
  const deadline = cancelDeadline(order);
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, deadline - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [open, deadline]);
  return open;
}

/**
 * "Cancel until 12:41 pm" on a new order of the customer, for 10 minutes after placing it (ORDER_LIMITS.cancelWindowMs),
 * or "Cancel order" on one for a later slot, until the kitchen accepts it (or the slot begins),
 * with an inline "Cancel this order? Yes, cancel / Keep it" step; the whole order is cancelled in one write. After
 * that, or once the kitchen accepted it, a pending order says to call the kitchen. The database decides by its own
 * clock and refuses a cancel once the kitchen has moved the order on; the refusal is shown as a plain sentence.
 */
export function CancelOrder({ order }: { order: Order }) {
  const t = useT();
  const { user } = useAuth();
  const open = useStillCancellable(order);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const cancel = useMutation({
    confirm: true,
    run: (uid: string) => cancelMyOrder(uid, order),
    errorMessage: (e) => (e instanceof OrderCancelError ? dataSentence(e) : DELIVERY_MESSAGES.cancelFailed),
    onError: (e) => {
      console.warn('[customer-account] cancel failed', e);
      returnFocus.current = true;
    },
  });
  // Once cancelled the buttons stay as they were (disabled) until the order's live update takes them away.
  const step = cancel.status === 'confirming' ? 'confirm' : cancel.status === 'busy' || cancel.status === 'success' ? 'cancelling' : 'idle';
  const problem = cancel.error;

  useEffect(() => {
    if (step === 'confirm') keepButton.current?.focus();
    if (step === 'idle' && returnFocus.current) {
      returnFocus.current = false;
      cancelButton.current?.focus();
    }
  }, [step]);

  if (!user || order.userId !== user.uid) return null;
  if (!open && order.status !== 'pending') return problem ? <Problem role="alert">{problem}</Problem> : null;
  if (!open) {
    return (
      <>
        <Muted>{/* new but past the 10 minutes: call the kitchen; accepted: the data package's sentence */}
        {(order.step ?? 'new') === 'new' ? t('cancel.callKitchen') : DELIVERY_MESSAGES.acceptedCallKitchen}</Muted>
        {problem ? <Problem role="alert">{problem}</Problem> : null}
      </>
    );
  }

  const questionId = `cancel-${order.id}`;
  // an order for a later slot has no 10-minute window: it stays cancellable until the kitchen accepts it
  const later = order.slotStart !== undefined && !order.asap;
  return (
    <div>
      {step === 'idle' ? (
        <>
          {later ? <Muted>{t('cancel.laterHint')}</Muted> : null}
          <Button ref={cancelButton} type="button" $variant="secondary" onClick={() => void cancel.start(user.uid)}>
            {/* "Cancel until 12:41 pm": the button says how long it stays; a later slot's until the kitchen accepts it */}
            {later ? t('cancel.laterButton') : t('cancel.button', { time: formatTime(cancelDeadline(order)) })}
          </Button>
        </>
      ) : (
        <Row role="group" aria-labelledby={questionId}>
          <p id={questionId}>{t('cancel.question')}</p>
          <Button type="button" $variant="danger" disabled={step === 'cancelling'} onClick={() => void cancel.confirm()}>
            {step === 'cancelling' ? t('cancel.cancelling') : t('cancel.yes')}
          </Button>
          <Button ref={keepButton} type="button" $variant="secondary" disabled={step === 'cancelling'} onClick={() => {
            returnFocus.current = true;
            cancel.cancel();
          }}>
            {t('cancel.keep')}
          </Button>
        </Row>
      )}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
    </div>
  );
}
