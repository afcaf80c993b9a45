// Issue 44: a mobile number verified by a code sent by SMS, in two steps: the number, then the code (with a resend
// timer). Signing in (features/auth) and adding or changing the profile's number (features/profile) both use it, with
// their own data calls; features do not import each other, so it lives here.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { SentCode } from '@thali/firebase-data';
import { ExpiredCodeError, PHONE_TEXTS, phoneAuthError, WrongCodeError } from '@thali/firebase-data/logic';
import { parseMobile } from '@thali/domain/phones';
import { Alert, Button } from '@thali/ui';
import { Input, MobileInput, useForm } from '@thali/ui/form';

/** How long the code screen waits before it offers another code (Firebase refuses quick resends anyway). */
export const RESEND_SECONDS = 30;

export const PHONE_STEP_TEXTS = {
  mobileHint: '10 digits, starting with 6, 7, 8 or 9 (+91 is added for you). We send a 6-digit code to it by SMS.',
  mobileRequired: 'Mobile number is required',
  sendCode: 'Send code',
  sending: 'Sending code...',
  codeLabel: '6-digit code',
  codeHint: 'The code in the SMS we sent. It works for a few minutes.',
  codeInvalid: 'Enter the 6 digits of the code we sent you.',
  verifying: 'Checking...',
  resend: 'Resend code',
  resending: 'Sending a new code...',
  changeNumber: 'Change number',
  resendAvailable: 'You can ask for a new code now.',
} as const;

export const sentTo = (display: string) => `We sent a 6-digit code by SMS to ${display}.`;
export const sentAgain = (display: string) => `We sent a new code to ${display}.`;
/** The countdown as people read it: "Resend code in 0:27". */
export const resendIn = (seconds: number) => `Resend code in 0:${String(seconds).padStart(2, '0')}`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1rem;
  p { margin: 0; }
`;

export interface PhoneCodeStepsProps {
  /** Sends the code; `recaptchaContainer` is an element the invisible reCAPTCHA may use. */
  send: (phone: string, recaptchaContainer: HTMLElement) => Promise<SentCode>;
  /** Checks the code; rejects with the data package's errors (WrongCodeError…), resolves when the caller moves on. */
  confirm: (sent: SentCode, code: string) => Promise<void>;
  /** The code step's button ("Verify and sign in", "Verify number"). */
  confirmLabel: string;
  /** The number's label (default "Mobile number"). */
  mobileLabel?: string;
  /** Whether the number takes the focus when the steps appear (the reader just asked for them). */
  autoFocus?: boolean;
  /** The code was right and the page is leaving: the code's button stays busy meanwhile. */
  leaving?: boolean;
}

/** The number, then the code: the two steps of a verification by SMS. */
export function PhoneCodeSteps({ send, confirm, confirmLabel, mobileLabel, autoFocus = false, leaving = false }: PhoneCodeStepsProps) {
  const recaptcha = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState<SentCode | null>(null);
  const [remaining, setRemaining] = useState(0);
  const [resending, setResending] = useState(false);

  const numberForm = useForm<{ phone: string }>({
    initialValues: { phone: '' },
    validate: ({ phone }) => ({
      ...(!phone.trim() ? { phone: PHONE_STEP_TEXTS.mobileRequired } : !parseMobile(phone) ? { phone: PHONE_TEXTS.invalidNumber } : {}),
    }),
    onSubmit: async ({ phone }, { setFormError, signal }) => {
      try {
        const code = await send(phone, recaptcha.current!);
        if (signal.aborted) return;
        setSent(code);
        setRemaining(RESEND_SECONDS);
      } catch (error) {
        if (!signal.aborted) setFormError(phoneAuthError(error).message);
      }
    },
  });

  const codeForm = useForm<{ code: string }>({
    initialValues: { code: '' },
    validate: ({ code }) => (/^[0-9]{6}$/.test(code.trim()) ? {} : { code: PHONE_STEP_TEXTS.codeInvalid }),
    onSubmit: async ({ code }, { setFormError, showErrors, signal }) => {
      if (!sent) return;
      try {
        await confirm(sent, code.trim());
      } catch (error) {
        if (signal.aborted) return;
        const failure = phoneAuthError(error);
        if (failure instanceof WrongCodeError) {
          showErrors({ code: failure.message });
          return;
        }
        // an expired code: a new one may be asked for at once
        if (failure instanceof ExpiredCodeError) setRemaining(0);
        setFormError(failure.message);
      }
    },
  });

  // The countdown: one tick a second while it runs (the timer's text changes; it is not read out each second).
  useEffect(() => {
    if (!sent || remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [sent, remaining]);

  const codeFocus = codeForm.focus;
  const numberFocus = numberForm.focus;
  // The code's field takes the focus when the code has been sent; the number's when the reader goes back to it.
  const sentId = sent?.verificationId;
  useEffect(() => {
    if (sentId) codeFocus('code');
  }, [sentId, codeFocus]);
  useEffect(() => {
    if (autoFocus) numberFocus('phone');
  }, [autoFocus, numberFocus]);

  const resend = async () => {
    if (!sent || resending) return;
    setResending(true);
    codeForm.setFormError(null);
    try {
      const again = await send(sent.phone, recaptcha.current!);
      setSent(again);
      codeForm.reset({ code: '' });
      codeForm.setNotice(sentAgain(again.display));
      setRemaining(RESEND_SECONDS);
    } catch (error) {
      codeForm.setFormError(phoneAuthError(error).message);
    } finally {
      setResending(false);
    }
  };

  const changeNumber = () => {
    setSent(null);
    setRemaining(0);
    codeForm.reset({ code: '' });
    codeForm.setFormError(null);
    numberForm.setFormError(null);
    setRefocusNumber(true);
  };
  // back on the number step, its field takes the focus (it is on the page again only after this render)
  const [refocusNumber, setRefocusNumber] = useState(false);
  useEffect(() => {
    if (!refocusNumber || sent) return;
    setRefocusNumber(false);
    numberFocus('phone');
  }, [refocusNumber, sent, numberFocus]);

  return (
    <>
      {/* the invisible reCAPTCHA's place (hosted: Google's widget; with the emulator nothing is drawn) */}
      <div ref={recaptcha} />
      {!sent ? (
        <form noValidate onSubmit={numberForm.handleSubmit} aria-busy={numberForm.submitting || undefined}>
          {numberForm.formError ? <Alert>{numberForm.formError}</Alert> : null}
          <MobileInput
            label={mobileLabel}
            hint={PHONE_STEP_TEXTS.mobileHint}
            autoComplete="tel-national"
            {...numberForm.field('phone')}
            required
          />
          <Button type="submit" $block disabled={numberForm.submitting}>
            {numberForm.submitting ? PHONE_STEP_TEXTS.sending : PHONE_STEP_TEXTS.sendCode}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={codeForm.handleSubmit} aria-busy={codeForm.submitting || undefined}>
          {codeForm.formError ? <Alert>{codeForm.formError}</Alert> : null}
          <Alert tone="info">{codeForm.notice || sentTo(sent.display)}</Alert>
          <Input
            label={PHONE_STEP_TEXTS.codeLabel}
            hint={PHONE_STEP_TEXTS.codeHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]*"
            {...codeForm.field('code')}
            required
          />
          <Button type="submit" $block disabled={codeForm.submitting || leaving}>
            {codeForm.submitting || leaving ? PHONE_STEP_TEXTS.verifying : confirmLabel}
          </Button>
          <Actions>
            {remaining > 0 ? (
              // role=timer: a live region that is not read out on every tick; the status below says when it is done
              <p role="timer">{resendIn(remaining)}</p>
            ) : (
              <Button type="button" $variant="secondary" disabled={resending} onClick={() => void resend()}>
                {resending ? PHONE_STEP_TEXTS.resending : PHONE_STEP_TEXTS.resend}
              </Button>
            )}
            <Button type="button" $variant="ghost" onClick={changeNumber}>
              {PHONE_STEP_TEXTS.changeNumber}
            </Button>
          </Actions>
          <p role="status" className="visually-hidden">
            {remaining > 0 ? '' : PHONE_STEP_TEXTS.resendAvailable}
          </p>
        </form>
      )}
    </>
  );
}
