import styled from 'styled-components';
import { upiPayLink } from '@thali/domain/payments';
import type { PaymentDetails } from '@thali/firebase-data';
import { Button } from '@thali/ui';
import { useMediaQuery } from '@thali/ui/media-query';
import { formatPaise } from '../../../shared/utils/payment-words';
import { useUpiQr } from '../hooks/use-upi-qr';
import { useT } from '../messages';

/** From here up a screen is a laptop's or a tablet's: the customer scans a QR code with the phone instead. */
export const WIDE_SCREEN = '(min-width: 48em)';

const PayLink = styled(Button).attrs({ as: 'a' })`
  align-self: flex-start;
`;

const Scan = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  p { margin: 0 0 0.25rem; }
`;

// A QR code reads only dark on light: it keeps its white ground in the dark theme too.
const Code = styled.img`
  width: 11rem;
  height: 11rem;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Placeholder = styled.div`
  width: 11rem;
  height: 11rem;
  display: grid;
  place-items: center;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Id = styled.strong`
  overflow-wrap: anywhere;
`;

interface Props {
  payTo: PaymentDetails;
  amountPaise: number;
  /** what the kitchen reads in its UPI app to match the money: plan, month and the bill's reference */
  note: string;
}

/**
 * "Pay ₹X by UPI": on a phone a `upi://pay` link that opens the customer's UPI app with the amount filled in; on a
 * wider screen the same link as a QR code to scan with the phone, with the amount and the UPI ID written beside it for
 * those who type them.
 */
export function UpiPay({ payTo, amountPaise, note }: Props) {
  const t = useT();
  const wide = useMediaQuery(WIDE_SCREEN);
  const link = upiPayLink({ upiId: payTo.upiId, payee: payTo.payee, amountPaise, note });
  const amount = formatPaise(amountPaise);
  if (!wide) {
    return (
      <PayLink href={link}>{t('upi.pay', { amount })}</PayLink>
    );
  }
  return (
    <Scan>
      <UpiQrCode link={link} label={t('upi.qrLabel', { amount, upiId: payTo.upiId })} />
      <div>
        <p>
          <strong>{t('upi.pay', { amount })}</strong>
        </p>
        <p>{t('upi.scan')}</p>
        <p>
          {t.rich('upi.byHand', { b: (words) => <strong>{words}</strong>, id: (words) => <Id>{words}</Id> },
            { amount, upiId: payTo.upiId, payee: payTo.payee })}
        </p>
        <p>{t('upi.note', { note })}</p>
      </div>
    </Scan>
  );
}

function UpiQrCode({ link, label }: { link: string; label: string }) {
  const t = useT();
  const qr = useUpiQr(link);
  if (qr.status === 'ready') return <Code src={qr.src} alt={label} width={176} height={176} />;
  return <Placeholder>{t(qr.status === 'failed' ? 'upi.qrFailed' : 'upi.qrDrawing')}</Placeholder>;
}
