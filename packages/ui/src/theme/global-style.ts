import { createGlobalStyle } from 'styled-components';
import { cssVariables } from './tokens';

export const GlobalStyle = createGlobalStyle`
  :root { ${cssVariables('light')} }
  :root[data-theme='dark'] { ${cssVariables('dark')} }
  /* No theme set yet (a composed page for a reader who has not chosen one, before the app runs): the system's. */
  :root:not([data-theme]) { color-scheme: light dark; }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme]) { ${cssVariables('dark')} }
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: var(--thali-bg);
    color: var(--thali-text);
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', Mangal, sans-serif;
    line-height: 1.5;
  }
  a { color: var(--thali-primary); }
  img { max-width: 100%; display: block; }
  :focus-visible { outline: 3px solid var(--thali-focus); outline-offset: 2px; }
  /* Date and time inputs move focus into their own parts: the day, month and year segments (the input matches :focus)
     and, last, the calendar or clock button (only :focus-within). They show the same ring on every part. */
  input[type='date']:focus, input[type='time']:focus,
  input[type='date']:focus-within, input[type='time']:focus-within { outline: 3px solid var(--thali-focus); outline-offset: 2px; }
  button, input, select, textarea { font: inherit; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* Reduced motion: animations end at once, and nothing transitions. A transition of 0.01ms would not do: with
     transition-property's default of all, it gives every property of every element a transition, and until the next
     frame a changed colour still reads as the old one (a theme switch left the footer's text in the other theme's). */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
      transition-duration: 0s !important; transition-delay: 0s !important;
    }
  }
`;
