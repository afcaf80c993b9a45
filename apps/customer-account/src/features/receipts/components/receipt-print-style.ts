import { createGlobalStyle } from 'styled-components';

/**
 * A receipt on paper: one A4 page, black on white whatever the theme, without the portal's top bar, menus and footer.
 * The shell's layout is left as it is (its first load does not grow): while a receipt is on screen this rule hides,
 * in print only, every header, nav and footer that is not part of the receipt, and what is marked data-print="hide"
 * (the Print button, the way back).
 */
export const ReceiptPrintStyle = createGlobalStyle`
  @media print {
    @page { size: A4; margin: 15mm; }
    html, body { background: #fff !important; color: #000 !important; }
    body :is(header, nav, footer):not([data-receipt] *), [data-print='hide'], a[href='#main'] { display: none !important; }
    /* the layout's full-height frame and main would push a blank second page */
    #root *:has(> main), main { min-height: 0 !important; }
    [data-receipt], [data-receipt] * {
      color: #000 !important; background: #fff !important; border-color: #000 !important; box-shadow: none !important;
    }
    [data-receipt] { break-inside: avoid; max-width: none !important; margin: 0 !important; padding: 0 !important; }
    [data-receipt] a { text-decoration: none; }
  }
`;
