import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isExpiredResetLink, resetErrorMessage } from '@thali/firebase-data/logic';
import { Alert, Button, Page, PageTitle, Spinner, useDocumentTitle } from '@thali/ui';
import { dataSentence } from '@thali/ui/data-message';
import { AuthCard } from '../../../shared/components/auth-card';
import { useResetCode } from '../hooks/use-reset-code';
import { NewPasswordForm } from './new-password-form';
import { RequestResetForm } from './request-reset-form';
import { useT } from '../messages';

/**
 * /reset-password, public. Without a code: ask for a reset link by e-mail. Opened from the link
 * (`?mode=resetPassword&oobCode=…`, Firebase Auth's action link): choose the new password. A signed-in user gets the
 * same page, its own e-mail filled in.
 */
export function ResetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('reset.documentTitle'));
  const [params] = useSearchParams();
  const code = params.get('oobCode') ?? '';
  const mode = params.get('mode');
  // Another action's link (e-mail verification…) is not ours to handle: ask for a reset link instead.
  const resetLink = code !== '' && (mode === null || mode === 'resetPassword');

  return (
    <Page>
      <AuthCard>
        <PageTitle>{t('reset.title')}</PageTitle>
        {resetLink ? <FromLink code={code} /> : <RequestResetForm />}
      </AuthCard>
    </Page>
  );
}

function FromLink({ code }: { code: string }) {
  const t = useT();
  const link = useResetCode(code);
  const [expired, setExpired] = useState('');

  if (expired || (link.status === 'error' && isExpiredResetLink(link.error))) {
    return (
      <>
        <Alert>{dataSentence(expired || resetErrorMessage(link.error))}</Alert>
        <RequestResetForm />
      </>
    );
  }
  if (link.status === 'error') {
    return (
      <Alert>
        <p style={{ margin: 0 }}>{dataSentence(resetErrorMessage(link.error))}</p>
        <Button type="button" $variant="secondary" style={{ marginTop: '0.5rem' }} onClick={link.retry}>
          {t('reset.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (link.status === 'pending') return <Spinner label={t('reset.checking')} />;
  return <NewPasswordForm code={code} email={link.data} onExpired={setExpired} />;
}
