import styled, { css } from 'styled-components';
import type { Theme } from '../theme/tokens';

export type Breakpoint = keyof Theme['breakpoints'];

/** How many columns from each breakpoint up; below the first one given there is one column. */
export type Columns = Partial<Record<Breakpoint, number>>;

/**
 * A bare list laid out in equal columns: one, or as many as `$fill` allows (each at least that wide, never wider than
 * the list), multiplied at the theme's breakpoints by `$columns`. `$gap` is in theme space steps (default 5).
 */
export const ColumnGrid = styled.ul<{ $columns?: Columns; $fill?: string; $gap?: number }>`
  display: grid;
  grid-template-columns: ${({ $fill }) => ($fill ? `repeat(auto-fill, minmax(min(100%, ${$fill}), 1fr))` : '1fr')};
  gap: ${({ theme, $gap = 5 }) => theme.space($gap)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme, $columns = {} }) =>
    (Object.keys(theme.breakpoints) as Breakpoint[])
      .filter((b) => $columns[b])
      .map(
        (b) => css`
          @media (min-width: ${theme.breakpoints[b]}) {
            grid-template-columns: repeat(${$columns[b]}, minmax(0, 1fr));
          }
        `,
      )}
`;
