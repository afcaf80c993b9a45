import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Card, Page, useLocale } from '@thali/ui';
import { t } from '../messages';

interface State {
  failed: boolean;
}

/** Last line of defence for an unexpected rendering failure anywhere in the shell. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected rendering failure', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <Failed />;
  }
}

/**
 * The fallback reads its texts with `t`, which never suspends: it shows when code failed to load, and the texts of
 * the reader's language may be what failed (then it speaks English rather than wait for them). It follows a switch.
 */
function Failed() {
  useLocale();
  return (
    <Page>
      <Card role="alert">
        <h1>{t('failed.title')}</h1>
        <p>{t('failed.body')}</p>
        <Button onClick={() => window.location.reload()}>{t('failed.refresh')}</Button>
      </Card>
    </Page>
  );
}
