import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, useThemeMode, initialThemeName } from '..';

function Toggle() {
  const { mode, toggle } = useThemeMode();
  return <button onClick={toggle}>{mode}</button>;
}

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

test('starts dark when the saved preference is dark', () => {
  localStorage.setItem('theme', 'dark');
  expect(initialThemeName()).toBe('dark');
});

test('follows the system preference when nothing is saved', () => {
  const original = window.matchMedia;
  window.matchMedia = ((q: string) => ({ matches: q.includes('dark') }) as MediaQueryList) as typeof window.matchMedia;
  expect(initialThemeName()).toBe('dark');
  window.matchMedia = original;
  expect(initialThemeName()).toBe('light');
});

test('the toggle switches the theme attribute and saves the choice under "theme"', async () => {
  render(
    <ThemeProvider>
      <Toggle />
    </ThemeProvider>,
  );
  const button = screen.getByRole('button', { name: 'light' });
  await userEvent.click(button);
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(localStorage.getItem('theme')).toBe('dark');
  await userEvent.click(screen.getByRole('button', { name: 'dark' }));
  expect(localStorage.getItem('theme')).toBe('light');
});

test('useThemeMode outside the provider throws', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Toggle />)).toThrow('useThemeMode must be used within a ThemeProvider');
  spy.mockRestore();
});
