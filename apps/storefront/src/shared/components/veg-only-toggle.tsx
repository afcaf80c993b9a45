import styled from 'styled-components';
import { DietMark } from '@thali/ui';
import { pill } from './pill';
import { useT } from '../messages';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  ${pill}
  white-space: nowrap;
  &:hover:not([aria-pressed='true']) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.successBg};
    border-color: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.success};
  }
`;

export interface VegOnlyToggleProps {
  pressed: boolean;
  onChange: (pressed: boolean) => void;
  className?: string;
}

/** 'Veg only' as a toggle button (aria-pressed); the veg mark beside the words is decoration. */
export function VegOnlyToggle({ pressed, onChange, className }: VegOnlyToggleProps) {
  const t = useT();
  return (
    <Toggle type="button" className={className} aria-pressed={pressed} onClick={() => onChange(!pressed)}>
      <span aria-hidden="true">
        <DietMark diet="veg" word="hidden" />
      </span>
      {t('vegOnly')}
    </Toggle>
  );
}
