import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Card, Page, useLocale } from '@thali/ui';
import { t } from '../messages';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}
interface State {
  failed: boolean;
}

/** Catches a remote that fails to load or throws while rendering; only its route is replaced. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote section failed', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <Unavailable onRetry={this.retry} />;
  }
}

/**
 * The fallback reads its texts with `t`, which never suspends: a remote that failed to load may have taken the
 * network with it, the shell's texts for the reader's language too (then it speaks English rather than wait). It
 * follows a switch.
 */
function Unavailable({ onRetry }: { onRetry: () => void }) {
  useLocale();
  return (
    <Page>
      <Card role="alert">
        <p>{t('unavailable')}</p>
        <Button onClick={onRetry}>{t('retry')}</Button>
      </Card>
    </Page>
  );
}
