import { useEffect, useId, type ReactNode } from 'react';
import { Alert, plainMessage } from '@thali/ui';
import { Input, useForm } from '@thali/ui/form';
import { PanelButtons, StepPanel, type PanelCallbacks } from '../../../shared/step-panel';

interface Props extends PanelCallbacks {
  /** what is asked, the panel's name */
  question: ReactNode;
  label: string;
  hint: string;
  maxLength: number;
  /** the field's check: its sentence, or undefined when it may be sent */
  problem: (text: string) => string | undefined;
  submit: readonly [idle: string, busy: string];
  /** the way back's words ('Keep the entry'); the panels' Back without */
  back?: string;
  /** the write, with the trimmed text; its sentence for the page */
  run: (text: string) => Promise<string>;
  /** what a failure without a sentence of its own says */
  failed: string;
}

/**
 * "Are you sure?" with one text field, for a step that cannot be taken back: reversing an entry of the ledger (with
 * why), declining a customer's report (with an optional reason). The field has the focus; a refusal keeps the text.
 */
export function OneFieldPanel({ question, label, hint, maxLength, problem, submit, back, run, failed, onDone, onBack }: Props) {
  const headingId = useId();
  const form = useForm({
    initialValues: { text: '' },
    validate: ({ text }) => ({ text: problem(text) }),
    afterEdit: 'clear-field',
    onSubmit: async ({ text }, { setFormError }) => {
      try {
        onDone(await run(text.trim()));
      } catch (e) {
        setFormError(plainMessage(e, failed));
      }
    },
  });
  const { focus } = form;
  useEffect(() => focus('text'), [focus]);
  return (
    <StepPanel aria-labelledby={headingId} onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting || undefined}>
      <p id={headingId}>{question}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Input label={label} autoComplete="off" maxLength={maxLength} hint={hint} {...form.field('text')} />
      <PanelButtons submitting={form.submitting} submit={submit} variant="danger" back={back} onBack={onBack} />
    </StepPanel>
  );
}
