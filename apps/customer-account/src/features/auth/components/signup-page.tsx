import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SIGNUP_RETRY, signUp, signupError, type SignupErrorKind } from '@thali/firebase-data';
import { Button, Input, Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { AuthCard, FormFooter } from '../../../shared/components/auth-card';
import { ErrorBox, InfoBox } from '../../../shared/components/messages';
import { PasswordField } from '../../../shared/components/password-field';
import { SelectField } from '../../../shared/components/select-field';
import { SIGNUP_FIELD_ORDER, validateSignup, type SignupField, type SignupValues } from '../utils/validate-signup';

export const SIGNUP_SUCCESS = 'Account created successfully! Please login to continue.';

const EMPTY: SignupValues = { name: '', email: '', password: '', confirmPassword: '', role: 'user' };

/** What the user sees while the data package waits before another attempt. */
export function retryText(attempt: number, delayMs: number) {
  const seconds = Math.max(1, Math.round(delayMs / 1000));
  return `Connection problem — retrying in ${seconds} s (attempt ${attempt} of ${SIGNUP_RETRY.attempts})…`;
}

export function SignupPage() {
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SignupField, string>>>({});
  const [failure, setFailure] = useState<{ message: string; kind: SignupErrorKind; email: string } | null>(null);
  const [retrying, setRetrying] = useState('');
  const [busy, setBusy] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const set = (field: keyof SignupValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async () => {
    if (busy) return;
    const errors = validateSignup(values);
    setFieldErrors(errors);
    setFailure(null);
    const firstInvalid = SIGNUP_FIELD_ORDER.find((f) => errors[f]);
    if (firstInvalid) {
      refs[firstInvalid].current?.focus();
      return;
    }
    setBusy(true);
    setRetrying('');
    const email = values.email.trim();
    try {
      await signUp(
        { name: values.name, email, password: values.password, role: values.role },
        { onRetry: (attempt, delayMs) => mounted.current && setRetrying(retryText(attempt, delayMs)) },
      );
      if (mounted.current) navigate('/login', { state: { message: SIGNUP_SUCCESS, email } });
    } catch (error) {
      if (!mounted.current) return;
      setFailure({ ...signupError(error), email });
      setRetrying('');
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Page>
      <AuthCard>
        <PageTitle>Create your account</PageTitle>
        {failure ? (
          <ErrorBox>
            <p style={{ margin: 0 }}>{failure.message}</p>
            {failure.kind === 'already-registered' ? (
              <p style={{ margin: '0.5rem 0 0' }}>
                <Link to="/login" state={{ email: failure.email }}>
                  Go to Login
                </Link>
              </p>
            ) : null}
            {failure.kind === 'retryable' ? (
              <Button type="button" $variant="secondary" style={{ marginTop: '0.5rem' }} onClick={() => void submit()}>
                Retry Signup
              </Button>
            ) : null}
          </ErrorBox>
        ) : null}
        {retrying ? <InfoBox>{retrying}</InfoBox> : null}
        <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
          <Input ref={refs.name} label="Full Name" name="name" autoComplete="name" value={values.name} onChange={set('name')} error={fieldErrors.name} required />
          <Input
            ref={refs.email}
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            error={fieldErrors.email}
            required
          />
          <PasswordField
            ref={refs.password}
            label="Password"
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            error={fieldErrors.password}
            required
          />
          <PasswordField
            ref={refs.confirmPassword}
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={fieldErrors.confirmPassword}
            required
          />
          <SelectField label="I want to" name="role" value={values.role} onChange={set('role')}>
            <option value="user">Order Food</option>
            <option value="meal_provider">Provide Meals</option>
          </SelectField>
          <Button type="submit" $block disabled={busy}>
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
