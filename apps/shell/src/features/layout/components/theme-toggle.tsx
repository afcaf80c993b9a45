import { useThemeMode } from '@thali/ui';
import styled from 'styled-components';
import { useT } from '../messages';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  /* What it shows and says follows <html data-theme> (or, with none set yet, the system's preference), not the render:
     a prerendered copy of the bar, rendered light at build time and sent in the reader's theme, is right too. The live
     page sets the attribute from the mode it renders, so there the two agree. (A flex item is a block either way.) */
  .in-dark {
    display: none;
  }
  :root[data-theme='dark'] & .in-dark {
    display: inline;
  }
  :root[data-theme='dark'] & .in-light {
    display: none;
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme]) & .in-dark {
      display: inline;
    }
    :root:not([data-theme]) & .in-light {
      display: none;
    }
  }
`;

export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const t = useT();
  const toDark = t('theme.toDark');
  const toLight = t('theme.toLight');
  // A prerendered copy (rendered where there is no document) cannot know the reader's theme, so it has no tooltip;
  // its name comes from the label the CSS shows. The live page's tooltip is its mode's.
  const title = typeof document === 'undefined' ? undefined : mode === 'dark' ? toLight : toDark;
  return (
    <Toggle type="button" onClick={toggle} title={title}>
      <span className="visually-hidden in-light">{toDark}</span>
      <span className="visually-hidden in-dark">{toLight}</span>
      <svg className="in-dark" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
      <svg className="in-light" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    </Toggle>
  );
}
