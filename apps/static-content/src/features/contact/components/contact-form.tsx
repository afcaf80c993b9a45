import { useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { Button, FieldError, Input, inputStyles } from '@thali/ui';
import { useContactForm } from '../hooks/use-contact-form';
import type { ContactValues } from '../utils/validate-contact';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
  }
`;

const TextArea = styled.textarea`
  ${inputStyles}
  min-height: 9rem;
  resize: vertical;
  &[aria-invalid='true'] {
    border-color: var(--thali-danger);
  }
`;

const Success = styled.p`
  margin: 1rem 0 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid currentColor;
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const Required = styled.p`
  margin: 0 0 1rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function ContactForm() {
  const refs: Record<keyof ContactValues, RefObject<HTMLInputElement | HTMLTextAreaElement | null>> = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    subject: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  // Focus moves to the first field in error, which then reads out its message.
  const { values, errors, status, onChange, onSubmit } = useContactForm((field) => refs[field].current?.focus());

  return (
    // noValidate: our messages sit next to each field, instead of the browser's one-at-a-time bubbles.
    <form onSubmit={onSubmit} noValidate>
      <Required>All fields are required.</Required>
      <Input
        ref={refs.name as RefObject<HTMLInputElement>}
        id="contact-name"
        name="name"
        label="Name"
        autoComplete="name"
        value={values.name}
        onChange={onChange}
        error={errors.name}
        aria-required="true"
      />
      <Input
        ref={refs.email as RefObject<HTMLInputElement>}
        id="contact-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        value={values.email}
        onChange={onChange}
        error={errors.email}
        aria-required="true"
      />
      <Input
        ref={refs.subject as RefObject<HTMLInputElement>}
        id="contact-subject"
        name="subject"
        label="Subject"
        value={values.subject}
        onChange={onChange}
        error={errors.subject}
        aria-required="true"
      />
      <Field>
        <label htmlFor="contact-message">Message</label>
        <TextArea
          ref={refs.message as RefObject<HTMLTextAreaElement>}
          id="contact-message"
          name="message"
          rows={6}
          value={values.message}
          onChange={onChange}
          aria-required="true"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
        />
        {errors.message ? <FieldError id="contact-message-error">{errors.message}</FieldError> : null}
      </Field>
      <Button type="submit">Send message</Button>
      {/* Beside the button the user just pressed; the region stays mounted so the change is announced. */}
      <div role="status" aria-live="polite" aria-label="Contact form status">
        {status ? <Success>{status}</Success> : null}
      </div>
    </form>
  );
}
