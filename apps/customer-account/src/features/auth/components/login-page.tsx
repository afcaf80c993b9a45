import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@thali/auth-cart';
import { loginErrorMessage, signIn } from '@thali/firebase-data';
import { Button, Input, Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { AuthCard, FormFooter, Row } from '../../../shared/components/auth-card';
import { ErrorBox, SuccessBox } from '../../../shared/components/messages';
import { PasswordField } from '../../../shared/components/password-field';
import { destinationAfterLogin, readLoginState } from '../utils/login-state';

type LoginField = 'email' | 'password';

export function LoginPage() {
  useDocumentTitle('Sign In');
  const location = useLocation();
  const navigate = useNavigate();
  const { status, user } = useAuth();
  const arrived = readLoginState(location.state);

  const [email, setEmail] = useState(arrived.email ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [signedInUid, setSignedInUid] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const destination = destinationAfterLogin(arrived);

  // Leave only once the session is known to the portal, so a guarded page does not bounce back here.
  useEffect(() => {
    if (signedInUid && status === 'signed-in' && user?.uid === signedInUid) navigate(destination, { replace: true });
  }, [signedInUid, status, user, destination, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors: Partial<Record<LoginField, string>> = {};
    if (!email.trim()) errors.email = 'Email is required';
    if (!password) errors.password = 'Password is required';
    setFieldErrors(errors);
    setError('');
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      const signedIn = await signIn(email.trim(), password, { remember });
      setSignedInUid(signedIn.uid);
    } catch (e) {
      setError(loginErrorMessage(e));
      setBusy(false);
    }
  };

  return (
    <Page>
      <AuthCard>
        <PageTitle>Sign In</PageTitle>
        {arrived.message && !error ? <SuccessBox>{arrived.message}</SuccessBox> : null}
        {error ? <ErrorBox>{error}</ErrorBox> : null}
        <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
          <Input
            ref={emailRef}
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldErrors.email}
            required
          />
          <PasswordField
            ref={passwordRef}
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldErrors.password}
            required
          />
          <Row>
            <label>
              <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
              Remember me
            </label>
            <Link to="/reset-password">Forgot password?</Link>
          </Row>
          <Button type="submit" $block disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
        <FormFooter>
          Don&apos;t have an account? <Link to="/signup">Sign Up</Link>
        </FormFooter>
      </AuthCard>
    </Page>
  );
}
