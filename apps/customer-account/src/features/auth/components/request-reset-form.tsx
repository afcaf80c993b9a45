import { Link } from 'react-router-dom';
import { paths } from '@thali/contract';
import { useAuth } from '@thali/auth-cart';
import { sendPasswordReset } from '@thali/firebase-data';
import { resetErrorMessage, RESET_TEXTS } from '@thali/firebase-data/logic';
import { Alert, Button } from '@thali/ui';
import { Input, useForm, validateFields } from '@thali/ui/form';
import { FormFooter } from '../../../shared/components/auth-card';
import { emailRules } from '../utils/validate-signup';
import { dataSentence } from '@thali/ui/data-message';
import { useT } from '../messages';

/** Where the e-mailed link leads: this site's reset page (Firebase appends mode and oobCode). */
const resetPageUrl = () => new URL(paths.resetPassword(), window.location.origin).href;

/**
 * Step 1: the e-mail to send a reset link to. The answer is the same whether or not an account exists, so nobody can
 * learn who is registered here. A signed-in user finds its own e-mail filled in.
 */
export function RequestResetForm() {
  const { user, status } = useAuth();
  // The session may become known after the first render: the form starts again with its e-mail then.
  const sessionEmail = status === 'signed-in' ? (user?.email ?? '') : '';
  return <EmailForm key={sessionEmail} initialEmail={sessionEmail} signedIn={status === 'signed-in'} />;
}

function EmailForm({ initialEmail, signedIn }: { initialEmail: string; signedIn: boolean }) {
  const t = useT();
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: (values) => validateFields(values, emailRules(), ['email']),
    onSubmit: async ({ email }, { signal, setFormError, setNotice }) => {
      try {
        await sendPasswordReset(email.trim(), { continueUrl: resetPageUrl() });
        if (!signal.aborted) setNotice(dataSentence(RESET_TEXTS.sent));
      } catch (error) {
        if (!signal.aborted) setFormError(dataSentence(resetErrorMessage(error)));
      }
    },
  });
  return (
    <>
      <p>{t('reset.intro')}</p>
      {form.notice ? <Alert tone="success">{form.notice}</Alert> : null}
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <form noValidate onSubmit={form.handleSubmit} aria-busy={form.submitting || undefined}>
        <Input label={t('reset.email')} type="email" autoComplete="email" {...form.field('email')} required />
        <Button type="submit" $block disabled={form.submitting}>
          {form.submitting ? t('reset.sending') : t('reset.send')}
        </Button>
      </form>
      {signedIn ? null : (
        <FormFooter>
          {t.rich('reset.remembered', { login: (text) => <Link to={paths.login()}>{text}</Link> })}
        </FormFooter>
      )}
    </>
  );
}
