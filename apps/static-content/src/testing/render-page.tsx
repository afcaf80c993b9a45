import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider, ToastProvider } from '@thali/ui';

/** Renders a page the way the shell does: theme, toasts (a second status region) and router around it. */
export function renderPage(ui: ReactElement, path = '/') {
  return render(
    <ThemeProvider>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ToastProvider>
    </ThemeProvider>,
  );
}
