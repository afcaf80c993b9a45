/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '@thali/ui';
import { ThemeToggle } from '../components/theme-toggle';

// The prerendered copy is rendered in Node, where the reader's theme is unknown: both names are in it (the CSS shows
// the one of the theme the page arrives in) and no tooltip that could name the wrong one.
test('the copy of the toggle carries both names and no tooltip', () => {
  const html = renderToString(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
  expect(html).toContain('Switch to dark theme');
  expect(html).toContain('Switch to light theme');
  expect(html).not.toContain('title=');
  expect(html).not.toContain('aria-label=');
});
