import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field } from './field';

export const inputStyles = `
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border-radius: 10px;
  border: 1px solid var(--thali-border);
  background: var(--thali-surface);
  color: var(--thali-text);
  &[aria-invalid='true'] { border-color: var(--thali-danger); }
`;

export const TextInput = styled.input`
  ${inputStyles}
`;

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ label, error, hint, id, ...rest }, ref) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <TextInput ref={ref} {...control} {...rest} />}
    </Field>
  );
});
