import styled from 'styled-components';

/**
 * The confirmation an action opens in place: inside an order's card (accept with a time, cancel with a reason, paid or
 * not on delivery), or under a row of the Dues page (record a payment, correct an entry, decline a report).
 */
export const StepPanel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  min-width: 0;
  p {
    margin: 0;
  }
  > div:last-child {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;
