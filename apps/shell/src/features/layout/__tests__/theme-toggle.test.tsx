import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWith } from '../../../test-utils';
import { ThemeToggle } from '../components/theme-toggle';

afterEach(() => {
  delete document.documentElement.dataset.theme;
  document.cookie = 'theme=; Max-Age=0; Path=/';
});

test('its name and tooltip say which theme it switches to, and clicking switches', async () => {
  renderWith(<ThemeToggle />);
  const toggle = screen.getByRole('button', { name: 'Switch to dark theme' });
  expect(toggle).toHaveAttribute('title', 'Switch to dark theme');
  await userEvent.click(toggle);
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(screen.getByRole('button', { name: 'Switch to light theme' })).toHaveAttribute('title', 'Switch to light theme');
});

test('the name follows the page\'s theme attribute, not the render: a copy rendered light but sent dark says light', () => {
  renderWith(<ThemeToggle />);
  // as the server does for a reader whose cookie says dark, without the app's help
  document.documentElement.dataset.theme = 'dark';
  expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  document.documentElement.dataset.theme = 'light';
  expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
});
