import { render, screen } from '@testing-library/react';
import { ColumnGrid, ThemeProvider } from '..';

test('ColumnGrid adds columns at the theme breakpoints it is given, in order', () => {
  render(
    <ThemeProvider>
      <ColumnGrid $columns={{ xl: 4, sm: 2 }}>
        <li>one</li>
      </ColumnGrid>
    </ThemeProvider>,
  );
  const css = Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent)
    .join('');
  const sm = css.indexOf('@media (min-width: 640px){.');
  const xl = css.indexOf('@media (min-width: 1280px){.');
  expect(sm).toBeGreaterThan(-1);
  expect(xl).toBeGreaterThan(sm);
  expect(css).toContain('grid-template-columns:repeat(4, minmax(0, 1fr))');
  expect(css).not.toContain('@media (min-width: 768px)');
});

test('ColumnGrid with $fill fits as many columns as the list allows, each at least that wide, $gap apart', () => {
  render(
    <ThemeProvider>
      <ColumnGrid $fill="18rem" $gap={4} aria-label="Orders">
        <li>one</li>
      </ColumnGrid>
    </ThemeProvider>,
  );
  const list = screen.getByRole('list', { name: 'Orders' });
  expect(getComputedStyle(list).gridTemplateColumns).toBe('repeat(auto-fill, minmax(min(100%, 18rem), 1fr))');
  expect(getComputedStyle(list).gap).toBe('16px');
});
