import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field } from './field';
import { TextInput } from './input';
import { english, useT } from '../entries/messages';

/** The field's hint in English (the field says it in the reader's language). */
export const MOBILE_HINT = english('mobile.hint');

const Row = styled.div`
  display: flex;
  align-items: stretch;
  min-width: 0;
  span {
    display: inline-flex;
    align-items: center;
    padding: 0 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-right: 0;
    border-radius: 10px 0 0 10px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  input { border-radius: 0 10px 10px 0; min-width: 0; }
`;

export interface MobileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label?: string;
  error?: string;
  hint?: string;
}

/**
 * "Mobile number" with the country code shown before it: the customer types the 10 digits (or pastes the number with
 * +91; the data package reads either). The "+91" is decoration: the hint says it in words.
 */
export const MobileInput = forwardRef<HTMLInputElement, MobileInputProps>(function MobileInput(
  { label, error, hint, id, ...rest }, ref,
) {
  const t = useT();
  return (
    <Field label={label ?? t('mobile.label')} hint={hint ?? t('mobile.hint')} error={error} id={id}>
      {(control) => (
        <Row>
          <span aria-hidden="true">+91</span>
          <TextInput ref={ref} type="tel" inputMode="tel" autoComplete="tel-national" {...control} {...rest} />
        </Row>
      )}
    </Field>
  );
});
