import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field } from './field';
import { inputStyles } from './input';

const Control = styled.textarea`
  ${inputStyles}
  font: inherit;
  min-height: 6rem;
  resize: vertical;
`;

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled multi-line input, wired like Input. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ label, error, hint, id, ...rest }, ref) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <Control ref={ref} {...control} {...rest} />}
    </Field>
  );
});
