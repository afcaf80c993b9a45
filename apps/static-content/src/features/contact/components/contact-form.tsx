import styled from 'styled-components';
import { Alert, Button } from '@thali/ui';
import { Input, TextArea } from '@thali/ui/form';
import { SUPPORT_EMAIL } from '../../../shared/contact-details';
import { useContactForm } from '../hooks/use-contact-form';
import { useT } from '../messages';
import { wordContactError, type ContactValues } from '../utils/validate-contact';

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
  const t = useT();
  // Focus moves to the first field in error, which then reads out its message.
  const { field, notice, formError, submitting, handleSubmit } = useContactForm();
  // each field's message worded here, so a language switch words the messages on show again
  const bind = (name: keyof ContactValues) => {
    const binding = field(name);
    return { ...binding, error: binding.error && wordContactError(binding.error, t) };
  };

  return (
    // noValidate: our messages sit next to each field, instead of the browser's one-at-a-time bubbles.
    <form onSubmit={handleSubmit} noValidate>
      <Required>{t('form.allRequired')}</Required>
      <Input id="contact-name" label={t('form.name')} autoComplete="name" {...bind('name')} aria-required="true" />
      <Input id="contact-email" type="email" label={t('form.email')} autoComplete="email" {...bind('email')} aria-required="true" />
      <Input id="contact-subject" label={t('form.subject')} {...bind('subject')} aria-required="true" />
      <MessageArea id="contact-message" label={t('form.message')} rows={6} {...bind('message')} aria-required="true" />
      {formError ? <Alert>{t(formError, { email: SUPPORT_EMAIL })}</Alert> : null}
      <Button type="submit" disabled={submitting}>
        {submitting ? t('form.sending') : t('form.send')}
      </Button>
      {/* Beside the button the user just pressed; the region stays mounted so the change is announced. */}
      <div role="status" aria-live="polite" aria-label={t('form.status')}>
        {/* the only notice is CONTACT_SENT: its thanks is worded here, in the language on screen */}
        {notice ? (
          <Thanks tone="success" inLiveRegion>
            {t('form.thanks')}
          </Thanks>
        ) : null}
      </div>
    </form>
  );
}
