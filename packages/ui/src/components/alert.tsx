import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

const Box = styled.div<{ $tone: AlertTone }>`
  padding: 0.75rem 1rem;
  margin-bottom: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  overflow-wrap: anywhere;
  ${({ theme, $tone }) => {
    switch ($tone) {
      case 'success':
        return css`
          background: ${theme.colors.successBg};
          color: ${theme.colors.success};
          border: 1px solid ${theme.colors.success};
        `;
      case 'warning':
        return css`
          background: ${theme.colors.warningBg};
          color: ${theme.colors.warning};
          border: 1px solid ${theme.colors.warning};
        `;
      case 'info':
        return css`
          background: ${theme.colors.surfaceAlt};
          color: ${theme.colors.text};
          border: 1px solid ${theme.colors.border};
        `;
      default:
        return css`
          background: ${theme.colors.dangerBg};
          color: ${theme.colors.danger};
          border: 1px solid ${theme.colors.danger};
        `;
    }
  }}
  h2,
  h3 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
  }
`;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /**
   * error: a failure the user has to act on; success: a confirmation; info: progress the user waits on;
   * warning: something the user should know that is not a failure.
   */
  tone?: AlertTone;
  /**
   * Set when the box is shown inside a live region that stays mounted (so it is announced there):
   * the box then takes no role of its own, which would announce it twice.
   */
  inLiveRegion?: boolean;
}

/**
 * A coloured message box. Errors are announced at once (role=alert); everything else politely
 * (role=status).
 */
export function Alert({ tone = 'error', inLiveRegion = false, children, ...rest }: AlertProps) {
  const role = inLiveRegion ? undefined : tone === 'error' ? 'alert' : 'status';
  return (
    <Box $tone={tone} role={role} {...rest}>
      {children}
    </Box>
  );
}
