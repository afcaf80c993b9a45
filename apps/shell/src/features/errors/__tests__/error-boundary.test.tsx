import { act, render, screen } from '@testing-library/react';
import { setLocale, ThemeProvider } from '@thali/ui';
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

// 'Loading chunk 528 failed. (error: http://…)' once reached the screen: users get the sentence, the console the detail.
test('a chunk that fails to load: plain words on screen, never the chunk, URL or stack; the detail goes to console.error', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  const chunk = Object.assign(new Error('Loading chunk 528 failed. (error: http://localhost:3001/528.js)'), { name: 'ChunkLoadError' });
  function LostChunk(): never {
    throw chunk;
  }
  render(
    <ThemeProvider>
      <ErrorBoundary>
        <LostChunk />
      </ErrorBoundary>
    </ThemeProvider>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Please refresh the page.');
  expect(alert).not.toHaveTextContent(/chunk|http|528|\.js|at /i);
  expect(spy).toHaveBeenCalledWith('Unexpected rendering failure', chunk, expect.anything());
  spy.mockRestore();
});

test('in Marathi the failure speaks Marathi (issue 44)', async () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(() => setLocale('mr'));
  try {
    render(
      <ThemeProvider>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'अरेरे! काहीतरी चुकले' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पेज रिफ्रेश करा' })).toBeInTheDocument();
  } finally {
    await act(() => setLocale('en'));
    spy.mockRestore();
  }
});
