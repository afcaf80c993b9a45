// Issue 44: "Continue with mobile number" on /login. The number and the code (shared/components/phone-code-steps.tsx),
// then, once, for a number that has no Thali account yet: the name and role, with a kitchen's details as the e-mail
// signup asks them (its fields, checks and lazily fetched module are signup's own).
import { useEffect, useState } from 'react';
import { completePhoneSignup, confirmSignInCode, sendSignInCode } from '@thali/firebase-data';
import { KitchenDetailsError } from '@thali/firebase-data/logic';
import { Alert, Button, Spinner } from '@thali/ui';
import { Input, Select, useForm, validateFields } from '@thali/ui/form';
import { PhoneCodeSteps, phoneErrorId } from '../../../shared/phone/phone-code-steps';
import { useT as usePhoneT } from '../../../shared/phone/messages';
import { EMPTY_SIGNUP, kitchenOf, nameRules, SIGNUP_FIELD_ORDER, type SignupValues } from '../utils/validate-signup';
import { useT } from '../messages';
import { preloadKitchenSignup, useKitchenSignup } from '../hooks/use-kitchen-signup';


export interface PhoneSignInProps {
  /** The account is signed in (and has its profile): the page leaves once the portal's session knows it. */
  onSignedIn: (uid: string, opts: { newAccount: boolean }) => void;
  /** The page is leaving (signed in): the last step's button stays busy. */
  leaving?: boolean;
  /** An account signed in by its number whose name and role were never given (the page was left): asked now. */
  unfinishedUid?: string;
}

/** The name and role of a new number's account: signup's own fields, checks and kitchen set-up, without e-mail and password. */
function NewAccountForm({ uid, onSignedIn, leaving }: { uid: string } & PhoneSignInProps) {
  const t = useT();
  const tPhone = usePhoneT();
  const { kitchenSignup, load: loadKitchen } = useKitchenSignup();
  const form = useForm<SignupValues>({
    initialValues: EMPTY_SIGNUP,
    validate: (values) => ({
      ...validateFields(values, nameRules(), ['name']),
      ...(values.role === 'meal_provider' && kitchenSignup ? kitchenSignup.kitchenSignupErrors(values) : {}),
    }),
    fieldOrder: SIGNUP_FIELD_ORDER,
    onSubmit: async (values, { setFormError, signal }) => {
      try {
        await completePhoneSignup({ name: values.name, role: values.role, ...(values.role === 'meal_provider' ? { kitchen: kitchenOf(values) } : {}) });
        if (!signal.aborted) onSignedIn(uid, { newAccount: true });
      } catch (error) {
        // a kitchen's details refused by the data package's checks say which; anything else is the phone's sentence
        if (!signal.aborted) setFormError(error instanceof KitchenDetailsError ? error.message : tPhone(phoneErrorId(error)));
      }
    },
  });
  const provider = form.values.role === 'meal_provider';
  useEffect(() => {
    if (provider && !kitchenSignup) loadKitchen();
  }, [provider, kitchenSignup, loadKitchen]);
  const focus = form.focus;
  useEffect(() => focus('name'), [focus]);

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-busy={form.submitting || undefined}>
      <Alert tone="success">{t('phoneSignIn.welcome')}</Alert>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Input label={t('signup.fullName')} autoComplete="name" {...form.field('name')} required />
      <Select label={t('signup.role')} {...form.field('role')} onFocus={preloadKitchenSignup}>
        <option value="user">{t('signup.roleUser')}</option>
        <option value="meal_provider">{t('signup.roleProvider')}</option>
      </Select>
      {provider ? (
        kitchenSignup ? <kitchenSignup.KitchenSignupFields form={form} /> : <Spinner label={t('signup.loadingKitchen')} />
      ) : null}
      <Button type="submit" $block disabled={form.submitting || leaving || (provider && !kitchenSignup)}>
        {form.submitting || leaving ? t('signup.creating') : t('phoneSignIn.continue')}
      </Button>
    </form>
  );
}

/** Sign in with a mobile number: the number, the code, and for a new number its account's name and role. */
export function PhoneSignIn({ onSignedIn, leaving, unfinishedUid }: PhoneSignInProps) {
  const t = useT();
  const [newAccount, setNewAccount] = useState<string | null>(unfinishedUid ?? null);
  if (newAccount) return <NewAccountForm uid={newAccount} onSignedIn={onSignedIn} leaving={leaving} />;
  return (
    <PhoneCodeSteps
      autoFocus
      leaving={leaving}
      confirmLabel={t('phoneSignIn.verify')}
      send={(phone, recaptchaContainer) => sendSignInCode(phone, { recaptchaContainer })}
      confirm={async (sent, code) => {
        const { user, needsProfile } = await confirmSignInCode(sent.verificationId, code);
        if (needsProfile) setNewAccount(user.uid);
        else onSignedIn(user.uid, { newAccount: false });
      }}
    />
  );
}
