import styled from 'styled-components';

/**
 * A table of the dashboard's (the kitchen sheet, the subscribers, the month's dues): its rows on a wide screen, and
 * below the small breakpoint (`$cardsBelow`: another) each row a card in which every cell carries its column's name
 * (`data-label`), so a phone never scrolls sideways.
 */
export const SheetTable = styled.table<{ $cardsBelow?: 'sm' | 'md' }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  caption {
    padding: 0.5rem 0.75rem;
    text-align: left;
    font-weight: 600;
  }
  th,
  td {
    padding: 0.5rem 0.75rem;
    text-align: left;
    vertical-align: top;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  td {
    overflow-wrap: anywhere;
  }
  /* Below the small breakpoint (or the one named: a wide table's) each row is a card: every cell carries its column's name. */
  @media (max-width: ${({ theme, $cardsBelow = 'sm' }) => theme.breakpoints[$cardsBelow]}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr,
    td {
      display: block;
    }
    tbody tr {
      border-top: 1px solid ${({ theme }) => theme.colors.border};
      padding: 0.5rem 0;
    }
    td {
      border: 0;
      padding: 0.125rem 0.75rem;
    }
    td::before {
      content: attr(data-label) ': ';
      font-weight: 600;
    }
  }
`;
