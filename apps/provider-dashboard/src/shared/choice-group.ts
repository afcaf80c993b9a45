import styled, { css } from 'styled-components';

/** A fieldset of choices without the browser's frame: its legend in bold above them. */
export const ChoiceGroup = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 0.375rem;
    font-weight: 600;
  }
`;

/** Radio buttons with their words, each label a 44 px target and each button in the theme's colour. */
export const radioChoices = css`
  label {
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

/** A few short choices side by side (Cash / UPI / Not yet), wrapping on a narrow screen; each a 44 px target. */
export const RadioRow = styled(ChoiceGroup)`
  ${radioChoices}
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1.5rem;
  }
  label {
    display: flex;
  }
`;
