import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@thali/ui';
import { ErrorBoundary } from '../components/error-boundary';

function Broken(): never {
  throw new Error('unexpected');
}

test('an unexpected rendering failure shows the spec text and a Refresh Page button', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ThemeProvider>
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>
    </ThemeProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  spy.mockRestore();
});
