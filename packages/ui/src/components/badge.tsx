import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'primary';

const tones = {
  neutral: ['surfaceAlt', 'text'],
  success: ['successBg', 'success'],
  warning: ['warningBg', 'warning'],
  danger: ['dangerBg', 'danger'],
  primary: ['primary', 'onPrimary'],
} as const;

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.4;
  background: ${({ theme, $tone = 'neutral' }) => theme.colors[tones[$tone][0]]};
  color: ${({ theme, $tone = 'neutral' }) => theme.colors[tones[$tone][1]]};
`;
