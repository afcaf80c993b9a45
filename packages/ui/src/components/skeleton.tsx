import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{ $height?: string; $width?: string }>`
  background: ${({ theme }) => theme.colors.skeleton};
  border-radius: ${({ theme }) => theme.radius.sm};
  height: ${({ $height = '1rem' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  animation: ${pulse} 1.5s ease-in-out infinite;
`;
