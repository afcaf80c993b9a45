import { useEffect, useState } from 'react';

/** What the QR code is while it is drawn: nothing yet, its picture, or a failure (the written details still serve). */
export type UpiQr = { status: 'drawing' } | { status: 'ready'; src: string } | { status: 'failed' };

/**
 * The QR code of a `upi://pay` link as an SVG data URL, drawn in the browser. The QR library (`qrcode`) is imported
 * on first use, so only a customer who sees a QR code on a wide screen downloads it; no public page ever does.
 */
export function useUpiQr(link: string): UpiQr {
  const [qr, setQr] = useState<UpiQr & { link?: string }>({ status: 'drawing' });
  useEffect(() => {
    let live = true;
    import('qrcode')
      // Medium error correction: a screen's glare or a cracked phone camera still reads it.
      .then((QRCode) => QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => {
        if (live) setQr({ status: 'ready', src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, link });
      })
      .catch(() => {
        if (live) setQr({ status: 'failed', link });
      });
    return () => {
      live = false;
    };
  }, [link]);
  // a QR of an older link (the amount changed) is not shown while the new one is drawn
  return qr.status === 'drawing' || qr.link === link ? qr : { status: 'drawing' };
}
