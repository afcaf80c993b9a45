import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../messages';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

/** Lets the provider silence the new-order beep; the choice is remembered by the caller. */
export function SoundToggle({ enabled, onChange }: { enabled: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  const t = useT();
  return (
    <Label htmlFor={id}>
      <input id={id} type="checkbox" role="switch" checked={enabled} onChange={(e) => onChange(e.target.checked)} />
      {t('alerts.sound')}
    </Label>
  );
}
