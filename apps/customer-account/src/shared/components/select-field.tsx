import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { inputStyles } from '@thali/ui';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin-bottom: 1rem;
  label { font-weight: 600; }
  select { ${inputStyles} }
`;

/** A labelled native select. */
export function SelectField({ label, id, children, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & { label: string; children: ReactNode }) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field>
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} {...rest}>
        {children}
      </select>
    </Field>
  );
}
