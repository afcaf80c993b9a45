import styled, { keyframes } from 'styled-components';
import { useLocale } from '../i18n/language-switch';
import { t } from './messages';

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

export function Spinner({ label }: { label?: string }) {
  // `t`, not the hook: a spinner is what shows while things load, so it never waits for its own texts (English
  // until they are in); it follows a switch.
  useLocale();
  return (
    <div role="status">
      <Ring aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </div>
  );
}
