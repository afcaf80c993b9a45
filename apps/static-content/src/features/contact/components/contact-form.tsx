import styled from 'styled-components';
import { Alert, Button } from '@thali/ui';
import { Input, TextArea } from '@thali/ui/form';
import { useContactForm } from '../hooks/use-contact-form';

const MessageArea = styled(TextArea)`
  min-height: 9rem;
`;

const Thanks = styled(Alert)`
  margin: 1rem 0 0;
`;

const Required = styled.p`
  margin: 0 0 1rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function ContactForm() {
  // Focus moves to the first field in error, which then reads out its message.
  const { field, notice, formError, submitting, handleSubmit } = useContactForm();

  return (
    // noValidate: our messages sit next to each field, instead of the browser's one-at-a-time bubbles.
    <form onSubmit={handleSubmit} noValidate>
      <Required>All fields are required.</Required>
      <Input id="contact-name" label="Name" autoComplete="name" {...field('name')} aria-required="true" />
      <Input id="contact-email" type="email" label="Email" autoComplete="email" {...field('email')} aria-required="true" />
      <Input id="contact-subject" label="Subject" {...field('subject')} aria-required="true" />
      <MessageArea id="contact-message" label="Message" rows={6} {...field('message')} aria-required="true" />
      {formError ? <Alert>{formError}</Alert> : null}
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Sending…' : 'Send message'}
      </Button>
      {/* Beside the button the user just pressed; the region stays mounted so the change is announced. */}
      <div role="status" aria-live="polite" aria-label="Contact form status">
        {notice ? (
          <Thanks tone="success" inLiveRegion>
            {notice}
          </Thanks>
        ) : null}
      </div>
    </form>
  );
}
