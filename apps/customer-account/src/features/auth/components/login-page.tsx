import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@thali/contract';
import { useAuth } from '@thali/auth-cart';
import { signIn, wantSession } from '@thali/firebase-data';
import { loginErrorMessage } from '@thali/firebase-data/logic';
import { Alert, Button, Page, PageTitle, Spinner, useDocumentTitle } from '@thali/ui';
import { Input, PasswordInput, required, useForm } from '@thali/ui/form';
import { AuthCard, FormFooter, Or, Row } from '../../../shared/components/auth-card';
import { useT } from '../messages';
import { dataSentence } from '@thali/ui/data-message';
import { destinationAfterLogin, readLoginState } from '../utils/login-state';

type PhoneSignInModule = typeof import('./phone-sign-in');
/**
 * "Continue with mobile number"'s steps, their checks and texts (issue 44): fetched when a reader points at or picks
 * it, so the e-mail sign-in's first load does not carry them (as signup fetches a kitchen's fields).
 */
const loadPhoneSignIn = () => import('./phone-sign-in');

/** Where a kitchen lands after signing in when no page sent it here (issue 39): its dashboard's Orders section. */
const KITCHEN_HOME = paths.dashboardOrders();

const preloadPhone = () => {
  wantSession();
  void loadPhoneSignIn().catch(() => {});
};

export function LoginPage() {
  const t = useT();
  useDocumentTitle(t('login.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const { status, user, isProvider, role } = useAuth();
  const arrived = readLoginState(location.state);

  const [signedInUid, setSignedInUid] = useState('');
  // issue 44: by mobile number instead of e-mail and password
  // a number verified before whose account's name and role were never given (the page was left): asked here first
  const unfinishedUid = status === 'signed-in' && user?.phoneNumber && role === '' && !signedInUid ? user.uid : '';
  const [byPhone, setByPhone] = useState(false);
  useEffect(() => {
    if (unfinishedUid) setByPhone(true);
  }, [unfinishedUid]);
  const [phoneSignIn, setPhoneSignIn] = useState<PhoneSignInModule | null>(null);
  useEffect(() => {
    if (!byPhone || phoneSignIn) return;
    let current = true;
    loadPhoneSignIn().then((module) => current && setPhoneSignIn(module), () => {});
    return () => {
      current = false;
    };
  }, [byPhone, phoneSignIn]);
  // a new account made by mobile number: its role was written after the sign-in, so the page waits until the session has read it
  const [awaitRole, setAwaitRole] = useState(false);
  const form = useForm({
    initialValues: { email: arrived.email ?? '', password: '', remember: false },
    validate: {
      email: [required(t('login.emailRequired'))],
      // Spaces are a password's own business: only an empty one is missing.
      password: [(password) => (password ? undefined : t('login.passwordRequired'))],
    },
    onSubmit: async ({ email, password, remember }, { setFormError }) => {
      try {
        const signedIn = await signIn(email.trim(), password, { remember });
        setSignedInUid(signedIn.uid);
      } catch (e) {
        setFormError(dataSentence(loginErrorMessage(e)));
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
    if (signedInUid && status === 'signed-in' && user?.uid === signedInUid && (!awaitRole || role !== '')) navigate(destination, { replace: true });
  }, [signedInUid, status, user, destination, navigate, awaitRole, role]);

  return (
    <Page>
      <AuthCard>
        <PageTitle>{t('login.title')}</PageTitle>
        {arrived.message && !error ? <Alert tone="success">{dataSentence(arrived.message)}</Alert> : null}
        {error ? <Alert>{error}</Alert> : null}
        {byPhone ? (
          <>
            {phoneSignIn ? (
              <phoneSignIn.PhoneSignIn
                unfinishedUid={unfinishedUid || undefined}
                leaving={signedInUid !== ''}
                onSignedIn={(uid, { newAccount }) => {
                  setAwaitRole(newAccount);
                  setSignedInUid(uid);
                }}
              />
            ) : (
              <Spinner label={t('login.loadingPhone')} />
            )}
            <Or>{t('login.or')}</Or>
            <Button type="button" $variant="secondary" $block disabled={busy} onClick={() => setByPhone(false)}>
              {t('login.withEmail')}
            </Button>
          </>
        ) : (
          <>
            {/* Focus in the form fetches the session's code (the Auth SDK), so the submit does not wait for it. */}
            <form noValidate onSubmit={form.handleSubmit} onFocus={wantSession} aria-busy={busy || undefined}>
              <Input label={t('login.email')} type="email" autoComplete="username" {...form.field('email')} required />
              <PasswordInput label={t('login.password')} autoComplete="current-password" {...form.field('password')} required />
              <Row>
                <label>
                  <input
                    type="checkbox"
                    name="remember"
                    checked={form.values.remember}
                    onChange={(e) => form.setValue('remember', e.target.checked)}
                  />
                  {t('login.remember')}
                </label>
                <Link to={paths.resetPassword()}>{t('login.forgot')}</Link>
              </Row>
              <Button type="submit" $block disabled={busy}>
                {busy ? t('login.signingIn') : t('login.submit')}
              </Button>
            </form>
            <Or>{t('login.or')}</Or>
            {/* Pointing at it fetches its steps and the session's code (the Auth SDK), so the first SMS waits for neither. */}
            <Button type="button" $variant="secondary" $block disabled={busy} onFocus={preloadPhone} onPointerEnter={preloadPhone} onClick={() => setByPhone(true)}>
              {t('login.withMobile')}
            </Button>
          </>
        )}
        <FormFooter>
          {t.rich('login.noAccount', { signup: (text) => <Link to="/signup">{text}</Link> })}
        </FormFooter>
      </AuthCard>
    </Page>
  );
}
