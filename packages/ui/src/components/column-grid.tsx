import styled, { css } from 'styled-components';
import type { Theme } from '../theme/tokens';

export type Breakpoint = keyof Theme['breakpoints'];

/** How many columns from each breakpoint up; below the first one given there is one column. */
export type Columns = Partial<Record<Breakpoint, number>>;

/** A bare list laid out in equal columns that multiply at the theme's breakpoints. */
export const ColumnGrid = styled.ul<{ $columns: Columns }>`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme, $columns }) =>
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
