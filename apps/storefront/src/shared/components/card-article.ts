import styled from 'styled-components';

/**
 * A card of a list (a kitchen on /providers and home, a dish on a menu): the surface, its border and shadow, filling
 * its grid cell. Only the cards near the screen are laid out and painted; the others keep a card's place (the size
 * they had once shown, else `$height`) until they are scrolled near. Without it a list's first paint and the live
 * page's commit laid out every card at once: on /providers the largest task, ~100 ms on a mid-range phone (issue 43).
 */
export const CardArticle = styled.article<{ $height: string }>`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${({ $height }) => $height};
`;
