// Issue 44: a mobile number verified by a code sent by SMS, in two steps: the number, then the code (with a resend
// timer). Signing in (features/auth) and adding or changing the profile's number (features/profile) both use it, with
// their own data calls; features do not import each other, so it lives here.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { SentCode } from '@thali/firebase-data';
import {
  ExpiredCodeError, InvalidPhoneNumberError, PHONE_TEXTS, phoneAuthError, PhoneNumberInUseError, TooManyAttemptsError, WrongCodeError,
} from '@thali/firebase-data/logic';
import { parseMobile } from '@thali/domain/phones';
import { Alert, Button } from '@thali/ui';
import { Input, MobileInput, useForm } from '@thali/ui/form';
import { useT } from './messages';

/** How long the code screen waits before it offers another code (Firebase refuses quick resends anyway). */
export const RESEND_SECONDS = 30;

type PhoneTextId = Parameters<ReturnType<typeof useT>>[0];

/**
 * The text of a phone sign-in failure: the data package's errors are told apart by name, each with its own text here
 * in the reader's language (their English messages are the same sentences).
 */
export function phoneErrorId(error: unknown): PhoneTextId {
  const failure = phoneAuthError(error);
  if (failure instanceof InvalidPhoneNumberError) return 'phone.error.invalidNumber';
  if (failure instanceof WrongCodeError) return 'phone.error.wrongCode';
  if (failure instanceof ExpiredCodeError) return 'phone.error.expiredCode';
  if (failure instanceof TooManyAttemptsError) return 'phone.error.tooManyAttempts';
  if (failure instanceof PhoneNumberInUseError) return 'phone.error.numberInUse';
  const byMessage: Partial<Record<string, PhoneTextId>> = {
    [PHONE_TEXTS.network]: 'phone.error.network',
    [PHONE_TEXTS.notAvailable]: 'phone.error.notAvailable',
    [PHONE_TEXTS.signedOut]: 'phone.error.signedOut',
  };
  return byMessage[failure.message] ?? 'phone.error.failed';
}

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
  /** The number's label (default: "Mobile number" in the reader's language). */
  mobileLabel?: string;
  /** Whether the number takes the focus when the steps appear (the reader just asked for them). */
  autoFocus?: boolean;
  /** The code was right and the page is leaving: the code's button stays busy meanwhile. */
  leaving?: boolean;
}

/** The number, then the code: the two steps of a verification by SMS. */
export function PhoneCodeSteps({ send, confirm, confirmLabel, mobileLabel, autoFocus = false, leaving = false }: PhoneCodeStepsProps) {
  const t = useT();
  const recaptcha = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState<SentCode | null>(null);
  const [remaining, setRemaining] = useState(0);
  const [resending, setResending] = useState(false);

  const numberForm = useForm<{ phone: string }>({
    initialValues: { phone: '' },
    validate: ({ phone }) => ({
      ...(!phone.trim() ? { phone: t('phone.mobileRequired') } : !parseMobile(phone) ? { phone: t('phone.error.invalidNumber') } : {}),
    }),
    onSubmit: async ({ phone }, { setFormError, signal }) => {
      try {
        const code = await send(phone, recaptcha.current!);
        if (signal.aborted) return;
        setSent(code);
        setRemaining(RESEND_SECONDS);
      } catch (error) {
        if (!signal.aborted) setFormError(t(phoneErrorId(error)));
      }
    },
  });

  const codeForm = useForm<{ code: string }>({
    initialValues: { code: '' },
    validate: ({ code }) => (/^[0-9]{6}$/.test(code.trim()) ? {} : { code: t('phone.codeInvalid') }),
    onSubmit: async ({ code }, { setFormError, showErrors, signal }) => {
      if (!sent) return;
      try {
        await confirm(sent, code.trim());
      } catch (error) {
        if (signal.aborted) return;
        const failure = phoneErrorId(error);
        if (failure === 'phone.error.wrongCode') {
          showErrors({ code: t(failure) });
          return;
        }
        // an expired code: a new one may be asked for at once
        if (failure === 'phone.error.expiredCode') setRemaining(0);
        setFormError(t(failure));
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
      codeForm.setNotice(t('phone.sentAgain', { number: again.display }));
      setRemaining(RESEND_SECONDS);
    } catch (error) {
      codeForm.setFormError(t(phoneErrorId(error)));
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
            label={mobileLabel ?? t('phone.mobileLabel')}
            hint={t('phone.mobileHint')}
            autoComplete="tel-national"
            {...numberForm.field('phone')}
            required
          />
          <Button type="submit" $block disabled={numberForm.submitting}>
            {numberForm.submitting ? t('phone.sending') : t('phone.sendCode')}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={codeForm.handleSubmit} aria-busy={codeForm.submitting || undefined}>
          {codeForm.formError ? <Alert>{codeForm.formError}</Alert> : null}
          <Alert tone="info">{codeForm.notice || t('phone.sentTo', { number: sent.display })}</Alert>
          <Input
            label={t('phone.codeLabel')}
            hint={t('phone.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]*"
            {...codeForm.field('code')}
            required
          />
          <Button type="submit" $block disabled={codeForm.submitting || leaving}>
            {codeForm.submitting || leaving ? t('phone.verifying') : confirmLabel}
          </Button>
          <Actions>
            {remaining > 0 ? (
              // role=timer: a live region that is not read out on every tick; the status below says when it is done
              <p role="timer">{t('phone.resendIn', { seconds: String(remaining).padStart(2, '0') })}</p>
            ) : (
              <Button type="button" $variant="secondary" disabled={resending} onClick={() => void resend()}>
                {resending ? t('phone.resending') : t('phone.resend')}
              </Button>
            )}
            <Button type="button" $variant="ghost" onClick={changeNumber}>
              {t('phone.changeNumber')}
            </Button>
          </Actions>
          <p role="status" className="visually-hidden">
            {remaining > 0 ? '' : t('phone.resendAvailable')}
          </p>
        </form>
      )}
    </>
  );
}
