import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field } from './field';
import { inputStyles } from './input';

export const NativeSelect = styled.select`
  ${inputStyles}
  font: inherit;
`;

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled native select, wired like Input. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ label, error, hint, id, children, ...rest }, ref) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <NativeSelect ref={ref} {...control} {...rest}>
          {children}
        </NativeSelect>
      )}
    </Field>
  );
});
