import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { signUp, wantSession } from '@thali/firebase-data';
import { SIGNUP_RETRY, signupError, type SignupErrorKind } from '@thali/firebase-data/logic';
import { Alert, Button, Page, PageTitle, Spinner, useDocumentTitle } from '@thali/ui';
import { Input, PasswordInput, Select, useForm } from '@thali/ui/form';
import { dataSentence } from '@thali/ui/data-message';
import { AuthCard, FormFooter } from '../../../shared/components/auth-card';
import { t, useT } from '../messages';
import { preloadKitchenSignup, useKitchenSignup } from '../hooks/use-kitchen-signup';
import { EMPTY_SIGNUP, kitchenOf, SIGNUP_FIELD_ORDER, validateSignup, type SignupValues } from '../utils/validate-signup';


/** What the user sees while the data package waits before another attempt. */
export function retryText(attempt: number, delayMs: number) {
  const seconds = Math.max(1, Math.round(delayMs / 1000));
  return t('signup.retrying', { seconds, attempt, attempts: SIGNUP_RETRY.attempts });
}

export function SignupPage() {
  const tr = useT();
  useDocumentTitle(tr('signup.documentTitle'));
  const navigate = useNavigate();
  const [retrying, setRetrying] = useState('');
  const [leaving, setLeaving] = useState(false);
  const { kitchenSignup, load: loadKitchen } = useKitchenSignup();
  const form = useForm<SignupValues, { message: string; kind: SignupErrorKind; email: string }>({
    initialValues: EMPTY_SIGNUP,
    validate: (values) => validateSignup(values, kitchenSignup?.kitchenSignupErrors),
    fieldOrder: SIGNUP_FIELD_ORDER,
    onSubmit: async (values, { signal, setFormError }) => {
      setRetrying('');
      const email = values.email.trim();
      try {
        await signUp(
          { name: values.name, email, password: values.password, role: values.role,
            ...(values.role === 'meal_provider' ? { kitchen: kitchenOf(values) } : {}) },
          { onRetry: (attempt, delayMs) => !signal.aborted && setRetrying(retryText(attempt, delayMs)) },
        );
        if (signal.aborted) return;
        // Stays busy until the login page replaces this one.
        setLeaving(true);
        // in the language on screen: /login shows the message it is handed as it is
        navigate('/login', { state: { message: tr('signup.success'), email } });
      } catch (error) {
        if (signal.aborted) return;
        const failure = signupError(error);
        setFormError({ ...failure, message: dataSentence(failure.message), email });
        setRetrying('');
      }
    },
  });
  const provider = form.values.role === 'meal_provider';
  useEffect(() => {
    if (provider && !kitchenSignup) loadKitchen();
  }, [provider, kitchenSignup, loadKitchen]);
  // A kitchen's account is not sent before its details' fields and checks are on the page.
  const waitingForKitchen = provider && !kitchenSignup;
  const busy = form.submitting || leaving;
  const failure = form.formError;

  return (
    <Page>
      <AuthCard>
        <PageTitle>{tr('signup.title')}</PageTitle>
        {failure ? (
          <Alert>
            <p style={{ margin: 0 }}>{dataSentence(failure.message)}</p>
            {failure.kind === 'already-registered' ? (
              <p style={{ margin: '0.5rem 0 0' }}>
                <Link to="/login" state={{ email: failure.email }}>
                  {tr('signup.goToLogin')}
                </Link>
              </p>
            ) : null}
            {failure.kind === 'retryable' ? (
              <Button type="button" $variant="secondary" style={{ marginTop: '0.5rem' }} onClick={() => void form.submit()}>
                {tr('signup.retry')}
              </Button>
            ) : null}
          </Alert>
        ) : null}
        {retrying ? <Alert tone="info">{retrying}</Alert> : null}
        {/* Focus in the form fetches the session's code (the Auth SDK), so the submit does not wait for it. */}
        <form noValidate onSubmit={form.handleSubmit} onFocus={wantSession} aria-busy={busy || undefined}>
          <Input label={tr('signup.fullName')} autoComplete="name" {...form.field('name')} required />
          <Input label={tr('signup.email')} type="email" autoComplete="email" {...form.field('email')} required />
          <PasswordInput label={tr('signup.password')} autoComplete="new-password" {...form.field('password')} required />
          <PasswordInput label={tr('signup.confirmPassword')} autoComplete="new-password" {...form.field('confirmPassword')} required />
          <Select label={tr('signup.role')} {...form.field('role')} onFocus={preloadKitchenSignup}>
            <option value="user">{tr('signup.roleUser')}</option>
            <option value="meal_provider">{tr('signup.roleProvider')}</option>
          </Select>
          {/* Issue 39: a kitchen is set up at signup (its listing starts with these). */}
          {provider ? (
            kitchenSignup ? <kitchenSignup.KitchenSignupFields form={form} /> : <Spinner label={tr('signup.loadingKitchen')} />
          ) : null}
          <Button type="submit" $block disabled={busy || waitingForKitchen}>
            {busy ? tr('signup.creating') : tr('signup.submit')}
          </Button>
        </form>
        <FormFooter>
          {tr.rich('signup.haveAccount', { login: (text) => <Link to="/login">{text}</Link> })}
        </FormFooter>
      </AuthCard>
    </Page>
  );
}
