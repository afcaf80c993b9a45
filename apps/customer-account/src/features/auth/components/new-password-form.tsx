import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, type LoginRedirectState } from '@thali/contract';
import { useAuth } from '@thali/auth-cart';
import { confirmPasswordReset } from '@thali/firebase-data';
import { isExpiredResetLink, resetErrorMessage, RESET_TEXTS } from '@thali/firebase-data/logic';
import { Alert, Button } from '@thali/ui';
import { PasswordInput, useForm, validateFields } from '@thali/ui/form';
import { newPasswordRules, type NewPasswordValues } from '../utils/validate-signup';
import { dataSentence } from '@thali/ui/data-message';
import { useT } from '../messages';

interface Props {
  code: string;
  /** The account the link belongs to (from the verified code). */
  email: string;
  /** The code turned out to be expired or used while the user typed. */
  onExpired: (message: string) => void;
}

/** Step 2: the new password, twice, with the signup rules; then /login says it worked. */
export function NewPasswordForm({ code, email, onExpired }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const { status, signOut } = useAuth();
  const [leaving, setLeaving] = useState(false);
  const form = useForm<NewPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => validateFields(values, newPasswordRules(), ['password', 'confirmPassword']),
    onSubmit: async ({ password }, { signal, setFormError }) => {
      try {
        await confirmPasswordReset(code, password);
        if (signal.aborted) return;
        setLeaving(true);
        // A new password ends the sessions of the old one (hosted Firebase revokes them): sign in again with it.
        if (status === 'signed-in') await signOut().catch(() => undefined);
        const state: LoginRedirectState = { message: RESET_TEXTS.done, email };
        navigate(paths.login(), { replace: true, state });
      } catch (error) {
        if (signal.aborted) return;
        if (isExpiredResetLink(error)) onExpired(dataSentence(resetErrorMessage(error)));
        else setFormError(dataSentence(resetErrorMessage(error)));
      }
    },
  });
  const busy = form.submitting || leaving;

  return (
    <>
      <p>{t.rich('reset.chooseFor', { b: (text) => <strong>{text}</strong> }, { email })}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <form noValidate onSubmit={form.handleSubmit} aria-busy={busy || undefined}>
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput label={t('reset.newPassword')} autoComplete="new-password" {...form.field('password')} required />
        <PasswordInput label={t('reset.confirmNew')} autoComplete="new-password" {...form.field('confirmPassword')} required />
        <Button type="submit" $block disabled={busy}>
          {busy ? t('reset.saving') : t('reset.set')}
        </Button>
      </form>
    </>
  );
}
