import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { signUp, wantSession } from '@thali/firebase-data';
import { SIGNUP_RETRY, signupError, type SignupErrorKind } from '@thali/firebase-data/logic';
import { Alert, Button, Page, PageTitle, Spinner, useDocumentTitle } from '@thali/ui';
import { Input, PasswordInput, Select, useForm } from '@thali/ui/form';
import { dataSentence } from '@thali/ui/data-message';
import { AuthCard, FormFooter } from '../../../shared/components/auth-card';
import { EMPTY_SIGNUP, kitchenOf, SIGNUP_FIELD_ORDER, validateSignup, type SignupValues } from '../utils/validate-signup';

type KitchenSignup = typeof import('./kitchen-signup');
/** "Provide Meals"'s fields and checks: fetched when a reader reaches the choice or picks it (kitchen-signup.tsx). */
const loadKitchenSignup = () => import('./kitchen-signup');

export const SIGNUP_SUCCESS = 'Account created successfully! Please login to continue.';

/** What the user sees while the data package waits before another attempt. */
export function retryText(attempt: number, delayMs: number) {
  const seconds = Math.max(1, Math.round(delayMs / 1000));
  return `Connection problem — retrying in ${seconds} s (attempt ${attempt} of ${SIGNUP_RETRY.attempts})…`;
}

export function SignupPage() {
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  const [retrying, setRetrying] = useState('');
  const [leaving, setLeaving] = useState(false);
  const [kitchenSignup, setKitchenSignup] = useState<KitchenSignup | null>(null);
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
        navigate('/login', { state: { message: SIGNUP_SUCCESS, email } });
      } catch (error) {
        if (signal.aborted) return;
        setFormError({ ...signupError(error), email });
        setRetrying('');
      }
    },
  });
  const provider = form.values.role === 'meal_provider';
  useEffect(() => {
    if (!provider || kitchenSignup) return;
    let current = true;
    loadKitchenSignup().then((module) => current && setKitchenSignup(module), () => {});
    return () => {
      current = false;
    };
  }, [provider, kitchenSignup]);
  // A kitchen's account is not sent before its details' fields and checks are on the page.
  const waitingForKitchen = provider && !kitchenSignup;
  const busy = form.submitting || leaving;
  const failure = form.formError;

  return (
    <Page>
      <AuthCard>
        <PageTitle>Create your account</PageTitle>
        {failure ? (
          <Alert>
            <p style={{ margin: 0 }}>{dataSentence(failure.message)}</p>
            {failure.kind === 'already-registered' ? (
              <p style={{ margin: '0.5rem 0 0' }}>
                <Link to="/login" state={{ email: failure.email }}>
                  Go to Login
                </Link>
              </p>
            ) : null}
            {failure.kind === 'retryable' ? (
              <Button type="button" $variant="secondary" style={{ marginTop: '0.5rem' }} onClick={() => void form.submit()}>
                Retry Signup
              </Button>
            ) : null}
          </Alert>
        ) : null}
        {retrying ? <Alert tone="info">{retrying}</Alert> : null}
        {/* Focus in the form fetches the session's code (the Auth SDK), so the submit does not wait for it. */}
        <form noValidate onSubmit={form.handleSubmit} onFocus={wantSession} aria-busy={busy || undefined}>
          <Input label="Full Name" autoComplete="name" {...form.field('name')} required />
          <Input label="Email" type="email" autoComplete="email" {...form.field('email')} required />
          <PasswordInput label="Password" autoComplete="new-password" {...form.field('password')} required />
          <PasswordInput label="Confirm Password" autoComplete="new-password" {...form.field('confirmPassword')} required />
          <Select label="I want to" {...form.field('role')} onFocus={() => void loadKitchenSignup().catch(() => {})}>
            <option value="user">Order Food</option>
            <option value="meal_provider">Provide Meals</option>
          </Select>
          {/* Issue 39: a kitchen is set up at signup (its listing starts with these). */}
          {provider ? (
            kitchenSignup ? <kitchenSignup.KitchenSignupFields form={form} /> : <Spinner label="Loading the kitchen's details" />
          ) : null}
          <Button type="submit" $block disabled={busy || waitingForKitchen}>
            {busy ? 'Creating Account...' : 'Sign Up'}
          </Button>
        </form>
        <FormFooter>
          Already have an account? <Link to="/login">Sign In</Link>
        </FormFooter>
      </AuthCard>
    </Page>
  );
}
