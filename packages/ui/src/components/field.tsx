import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

/** What a control needs from its Field: its id and the attributes that tie the hint and the error to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The control's id; one is made up when none is given. */
  id?: string;
  /** Extra ids the control is described by, read before the hint and the error. */
  describedBy?: string;
  className?: string;
  /** Renders the control with the ids and aria attributes it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled form control: the label names it, and its hint and error are read with it
 * (aria-describedby); aria-invalid is set while there is an error.
 */
export function Field({ label, hint, error, id, describedBy, className, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const description = [describedBy, hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <FieldBox className={className}>
      <label htmlFor={controlId}>{label}</label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': description || undefined })}
      {hint ? <small id={hintId}>{hint}</small> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldBox>
  );
}
