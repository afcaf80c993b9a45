import { Link } from 'react-router-dom';
import { paths } from '@thali/contract';
import { useAuth } from '@thali/auth-cart';
import { sendPasswordReset } from '@thali/firebase-data';
import { resetErrorMessage, RESET_TEXTS } from '@thali/firebase-data/logic';
import { Alert, Button } from '@thali/ui';
import { Input, useForm } from '@thali/ui/form';
import { FormFooter } from '../../../shared/components/auth-card';
import { EMAIL_RULES } from '../utils/validate-signup';

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
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: EMAIL_RULES,
    onSubmit: async ({ email }, { signal, setFormError, setNotice }) => {
      try {
        await sendPasswordReset(email.trim(), { continueUrl: resetPageUrl() });
        if (!signal.aborted) setNotice(RESET_TEXTS.sent);
      } catch (error) {
        if (!signal.aborted) setFormError(resetErrorMessage(error));
      }
    },
  });
  return (
    <>
      <p>Enter the email of your account and we will send you a link to choose a new password.</p>
      {form.notice ? <Alert tone="success">{form.notice}</Alert> : null}
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <form noValidate onSubmit={form.handleSubmit} aria-busy={form.submitting || undefined}>
        <Input label="Email" type="email" autoComplete="email" {...form.field('email')} required />
        <Button type="submit" $block disabled={form.submitting}>
          {form.submitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      {signedIn ? null : (
        <FormFooter>
          Remembered it? <Link to={paths.login()}>Sign In</Link>
        </FormFooter>
      )}
    </>
  );
}
