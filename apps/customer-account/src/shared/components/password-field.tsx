import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError, TextInput } from '@thali/ui';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin-bottom: 1rem;
  label { font-weight: 600; }
`;

const Wrap = styled.div`
  position: relative;
  input { padding-right: 4.75rem; }
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
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
}

/**
 * A password input with a Show/Hide toggle. The toggle's accessible name ("Show password") differs
 * from the field's label, so the field alone answers to its label.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, id, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  const errorId = `${inputId}-error`;
  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      <Wrap>
        <TextInput
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        <Toggle
          type="button"
          aria-controls={inputId}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </Toggle>
      </Wrap>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
});
