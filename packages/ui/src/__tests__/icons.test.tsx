import { render, screen } from '@testing-library/react';
import { ThemeProvider, StarRow, StarIcon, BackArrowIcon, MinusIcon } from '..';

test('a row of stars draws `stars` of `max` filled, hidden from screen readers; no symbol is typed', () => {
  const { container } = render(
    <ThemeProvider>
      <p>
        Yours: <StarRow stars={3} /> <StarRow stars={9} max={5} /> <StarIcon filled={false} /> <BackArrowIcon /> <MinusIcon />
      </p>
    </ThemeProvider>,
  );
  const rows = container.querySelectorAll('[data-stars]');
  expect([...rows].map((row) => [row.getAttribute('aria-hidden'), row.querySelectorAll('[data-icon="star"]').length, row.querySelectorAll('[data-icon="star-outline"]').length]))
    .toEqual([['true', 3, 2], ['true', 5, 0]]);
  for (const svg of container.querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true');
  // what a screen reader reads, and what a font must draw: the words only
  expect(screen.getByText(/Yours:/).textContent?.trim()).toBe('Yours:');
});
