import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field } from './field';
import { TextInput } from './input';
import { useT } from '../entries/messages';

const Wrap = styled.div`
  position: relative;
  input {
    padding-right: 4.75rem;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 0.25rem;
  transform: translateY(-50%);
  min-height: 36px;
  min-width: 44px;
  padding: 0 0.625rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/**
 * A password input with a Show/Hide toggle. The toggle's accessible name ("Show password") differs
 * from the field's label, so the field alone answers to its label.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { label, error, hint, id, ...rest },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const t = useT();
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <Wrap>
          <TextInput ref={ref} {...control} type={visible ? 'text' : 'password'} {...rest} />
          <Toggle
            type="button"
            aria-controls={control.id}
            aria-label={t(visible ? 'password.hideLabel' : 'password.showLabel', { label: label.toLowerCase() })}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? t('password.hide') : t('password.show')}
          </Toggle>
        </Wrap>
      )}
    </Field>
  );
});
