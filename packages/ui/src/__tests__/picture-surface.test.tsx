import { render, screen } from '@testing-library/react';
import styled, { ThemeProvider as StyledTheme } from 'styled-components';
import { palettes, theme } from '../theme/tokens';
import { pictureSurface } from '../components/picture-surface';

const Frame = styled.div`
  ${pictureSurface}
`;

test('a picture sits on the tinted slot and is dimmed by the theme: not at all in light, darker in dark', () => {
  expect(palettes.light.pictureFilter).toBe('none');
  expect(palettes.dark.pictureFilter).toMatch(/^brightness\(0\.\d+\)/);
  render(
    <StyledTheme theme={theme}>
      <Frame data-testid="frame">
        <img src="/images/curry.svg" alt="Curry bowl" />
      </Frame>
    </StyledTheme>,
  );
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
  const frameClass = [...screen.getByTestId('frame').classList].find((c) => css.includes(`.${c}`))!;
  // the frame's own rule: the slot's tint, and the picture inside it filtered through the theme's variable
  expect(css).toMatch(new RegExp(`\\.${frameClass}\\{[^}]*background:var\\(--thali-surface-alt\\)`));
  expect(css).toMatch(new RegExp(`\\.${frameClass} img\\{filter:var\\(--thali-picture-filter\\);?\\}`));
  expect(screen.getByRole('img', { name: 'Curry bowl' })).toBeInTheDocument();
});
