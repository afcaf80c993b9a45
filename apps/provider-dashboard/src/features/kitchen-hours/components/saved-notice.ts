import styled from 'styled-components';

/**
 * The line that says a change was saved (a status the page focuses, so it is read out): green, and one line tall even
 * when empty, so the form does not move when it appears.
 */
export const SavedNotice = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
  &:focus {
    outline: none;
  }
`;
