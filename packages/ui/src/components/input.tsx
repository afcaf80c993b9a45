import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export const inputStyles = `
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border-radius: 10px;
  border: 1px solid var(--thali-border);
  background: var(--thali-surface);
  color: var(--thali-text);
`;

export const TextInput = styled.input`
  ${inputStyles}
  &[aria-invalid='true'] { border-color: var(--thali-danger); }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin-bottom: 1rem;
  label { font-weight: 600; }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ label, error, hint, id, ...rest }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      <TextInput ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...rest} />
      {hint ? <small id={`${inputId}-hint`}>{hint}</small> : null}
      {error ? <FieldError id={`${inputId}-error`}>{error}</FieldError> : null}
    </Field>
  );
});
