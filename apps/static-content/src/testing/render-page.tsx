import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
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

/** The page has one h1, named `title`, the document is titled after it and (when given) its h2s are `sections`. */
export function expectPageTitle(title: string, sections?: string[]) {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(document.title).toBe(`${title} · Thali`);
  if (sections) expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(sections);
}
