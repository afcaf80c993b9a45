import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Card, Page } from '@thali/ui';

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
    return (
      <Page>
        <Card role="alert">
          <h1>Oops! Something went wrong</h1>
          <p>Please refresh the page. If the problem continues, try again in a few minutes.</p>
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        </Card>
      </Page>
    );
  }
}
