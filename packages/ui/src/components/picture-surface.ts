import { css } from 'styled-components';

/**
 * Where a picture sits (a dish, a kitchen, an illustration, a preview): the tinted slot that holds its place, dark in
 * the dark theme, and the picture dimmed there (the `pictureFilter` token) so a light photo or drawing does not glare.
 * Mixed into the frame around an <img> or into a styled <img> itself; both themes switch by CSS variables alone.
 */
export const pictureSurface = css`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  &:is(img),
  img {
    filter: ${({ theme }) => theme.colors.pictureFilter};
  }
`;
