import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.div`
  width: 40px;
  height: 40px;
  margin: 3rem auto;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.skeleton};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status">
      <Ring aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
