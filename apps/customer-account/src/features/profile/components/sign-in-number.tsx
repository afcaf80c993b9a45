// Issue 44: the number the account signs in with, added or changed with a code by SMS (the same steps as /login's
// "Continue with mobile number"). For a customer the verified number becomes the profile's mobile, the one kitchens
// see on orders; a kitchen's profile phone is its listing's (its dashboard), so only its sign-in number changes.
import { useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import { confirmPhoneChange, sendPhoneChangeCode, type UserProfile } from '@thali/firebase-data';
import { parsePhone } from '@thali/domain/phones';
import { Alert, Button, Card } from '@thali/ui';
import { PhoneCodeSteps } from '../../../shared/phone/phone-code-steps';
import { useT } from '../messages';

const Panel = styled(Card)`
  max-width: 40rem;
  margin-top: 1.5rem;
  h2 { margin: 0 0 0.75rem; font-size: 1.25rem; }
  p { overflow-wrap: anywhere; }
`;

export function SignInNumber({ profile, onSaved }: { profile: UserProfile; onSaved: (profile: UserProfile) => void }) {
  const t = useT();
  const { user } = useAuth();
  // what this page verified, until the session says so too (it is announced again after the change)
  const [verified, setVerified] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const current = verified ?? user?.phoneNumber ?? null;
  const shown = current ? (parsePhone(current)?.display ?? current) : null;

  return (
    <Panel as="section" aria-labelledby="sign-in-number-heading">
      <h2 id="sign-in-number-heading">{t('profile.signInNumber.title')}</h2>
      {verified && !open ? <Alert tone="success">{t('profile.signInNumber.verified', { number: shown ?? '' })}</Alert> : null}
      <p>{shown ? t('profile.signInNumber.has', { number: shown }) : t('profile.signInNumber.none')}</p>
      {profile.role === 'meal_provider' ? null : <p>{t('profile.signInNumber.customerNote')}</p>}
      {open ? (
        <>
          <PhoneCodeSteps
            autoFocus
            mobileLabel={t('profile.signInNumber.newLabel')}
            confirmLabel={t('profile.signInNumber.verify')}
            send={(phone, recaptchaContainer) => sendPhoneChangeCode(phone, { recaptchaContainer })}
            confirm={async (sent, code) => {
              const saved = await confirmPhoneChange(sent.verificationId, code);
              setVerified(sent.phone);
              setOpen(false);
              onSaved(saved);
            }}
          />
          <Button type="button" $variant="ghost" style={{ marginTop: '0.75rem' }} onClick={() => setOpen(false)}>
            {t('profile.signInNumber.cancel')}
          </Button>
        </>
      ) : (
        <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
          {current ? t('profile.signInNumber.change') : t('profile.signInNumber.add')}
        </Button>
      )}
    </Panel>
  );
}
