import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Card, Page } from '@thali/ui';

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
    return (
      <Page>
        <Card role="alert">
          <p>This section is temporarily unavailable.</p>
          <Button onClick={this.retry}>Retry</Button>
        </Card>
      </Page>
    );
  }
}
