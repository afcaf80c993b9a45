import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@thali/contract';
import { useAuth } from '@thali/auth-cart';
import { signIn, wantSession } from '@thali/firebase-data';
import { loginErrorMessage } from '@thali/firebase-data/logic';
import { Alert, Button, Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { Input, PasswordInput, required, useForm } from '@thali/ui/form';
import { dataSentence } from '@thali/ui/data-message';
import { AuthCard, FormFooter, Row } from '../../../shared/components/auth-card';
import { destinationAfterLogin, readLoginState } from '../utils/login-state';

/** Where a kitchen lands after signing in when no page sent it here (issue 39): its dashboard's Orders section. */
const KITCHEN_HOME = paths.dashboardOrders();

export function LoginPage() {
  useDocumentTitle('Sign In');
  const location = useLocation();
  const navigate = useNavigate();
  const { status, user, isProvider } = useAuth();
  const arrived = readLoginState(location.state);

  const [signedInUid, setSignedInUid] = useState('');
  const form = useForm({
    initialValues: { email: arrived.email ?? '', password: '', remember: false },
    validate: {
      email: [required('Email is required')],
      // Spaces are a password's own business: only an empty one is missing.
      password: [(password) => (password ? undefined : 'Password is required')],
    },
    onSubmit: async ({ email, password, remember }, { setFormError }) => {
      try {
        const signedIn = await signIn(email.trim(), password, { remember });
        setSignedInUid(signedIn.uid);
      } catch (e) {
        setFormError(loginErrorMessage(e));
      }
    },
  });
  // Still busy after a success: the page waits for the session before it leaves.
  const busy = form.submitting || signedInUid !== '';
  const error = form.formError;
  // a page that sent the visitor here wins; otherwise a kitchen goes to its dashboard, a customer home
  const destination = arrived.from || !isProvider ? destinationAfterLogin(arrived) : KITCHEN_HOME;

  // Leave only once the session is known to the portal, so a guarded page does not bounce back here.
  useEffect(() => {
    if (signedInUid && status === 'signed-in' && user?.uid === signedInUid) navigate(destination, { replace: true });
  }, [signedInUid, status, user, destination, navigate]);

  return (
    <Page>
      <AuthCard>
        <PageTitle>Sign In</PageTitle>
        {arrived.message && !error ? <Alert tone="success">{dataSentence(arrived.message)}</Alert> : null}
        {error ? <Alert>{error}</Alert> : null}
        {/* Focus in the form fetches the session's code (the Auth SDK), so the submit does not wait for it. */}
        <form noValidate onSubmit={form.handleSubmit} onFocus={wantSession} aria-busy={busy || undefined}>
          <Input label="Email" type="email" autoComplete="username" {...form.field('email')} required />
          <PasswordInput label="Password" autoComplete="current-password" {...form.field('password')} required />
          <Row>
            <label>
              <input
                type="checkbox"
                name="remember"
                checked={form.values.remember}
                onChange={(e) => form.setValue('remember', e.target.checked)}
              />
              Remember me
            </label>
            <Link to={paths.resetPassword()}>Forgot password?</Link>
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
