import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useScrollRestoration } from '../hooks/use-scroll-restoration';
import { Footer } from './footer';
import { TopBar } from './top-bar';
import { useT } from '../messages';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// Main fills the viewport below the bar, so the footer stays below the fold while a remote's
// skeleton is replaced by its page (no layout shift).
const Main = styled.main`
  flex: 1;
  min-height: calc(100vh - 64px);
  /* Focus lands here (or on the page's heading) after a navigation, for screen readers: no ring on a non-control. */
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 1rem;
    top: 1rem;
    z-index: 100;
    padding: 0.5rem 1rem;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** Sticky top bar, main content and footer around every route. */
export function Layout({ children }: { children: ReactNode }) {
  useScrollRestoration();
  const t = useT();
  return (
    <Frame>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <TopBar />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </Frame>
  );
}
