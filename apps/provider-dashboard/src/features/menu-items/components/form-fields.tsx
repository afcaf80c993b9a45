import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError, inputStyles } from '@thali/ui';

// Textarea and select twins of the ui package's Input: label, hint and error tied by aria-describedby.

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
  }
  textarea,
  select {
    ${inputStyles}
    font: inherit;
  }
  textarea {
    min-height: 6rem;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: var(--thali-danger);
  }
`;

function describe(id: string, hint: ReactNode, error?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

interface Extra {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & Extra>(function TextAreaField(
  { label, error, hint, id, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Field>
      <label htmlFor={fieldId}>{label}</label>
      <textarea ref={ref} id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describe(fieldId, hint, error)} {...rest} />
      {hint ? <small id={`${fieldId}-hint`}>{hint}</small> : null}
      {error ? <FieldError id={`${fieldId}-error`}>{error}</FieldError> : null}
    </Field>
  );
});

export const SelectField = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & Extra>(function SelectField(
  { label, error, hint, id, children, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Field>
      <label htmlFor={fieldId}>{label}</label>
      <select ref={ref} id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describe(fieldId, hint, error)} {...rest}>
        {children}
      </select>
      {hint ? <small id={`${fieldId}-hint`}>{hint}</small> : null}
      {error ? <FieldError id={`${fieldId}-error`}>{error}</FieldError> : null}
    </Field>
  );
});
