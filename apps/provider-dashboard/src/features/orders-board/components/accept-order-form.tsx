import { useEffect, useId } from 'react';
import { acceptOrder, type Order } from '@thali/firebase-data';
import { Alert, formatTime, plainMessage } from '@thali/ui';
import { Input, useForm } from '@thali/ui/form';
import { defaultReadyBy, readyByAt, readyByProblem } from '../utils/ready-by';
import { PanelButtons, StepPanel, type PanelCallbacks } from '../../../shared/step-panel';
import { useT } from '../messages';

interface Props extends PanelCallbacks {
  order: Order;
  label: string;
  /** The clock the form reads (tests fix it). */
  now?: () => number;
}

/**
 * Accepting an order means promising a time: "Ready by" (Nagpur's clock, half an hour from now to start with, at
 * most 12 hours ahead). The customer sees it on My Orders. A refused write keeps the form and says why.
 */
export function AcceptOrderForm({ order, label, now = Date.now, onDone, onBack }: Props) {
  const t = useT();
  const headingId = useId();
  const form = useForm({
    initialValues: { readyBy: defaultReadyBy(now()) },
    validate: ({ readyBy }) => ({ readyBy: readyByProblem(readyBy, now()) || undefined }),
    onSubmit: async ({ readyBy }, { setFormError }) => {
      const at = readyByAt(readyBy, now());
      if (at === null) return;
      try {
        await acceptOrder(order, at);
        onDone(t('accept.done', { label, time: formatTime(at) }));
      } catch (e) {
        setFormError(plainMessage(e, t('accept.failed')));
      }
    },
  });
  const { focus } = form;
  useEffect(() => focus('readyBy'), [focus]);

  return (
    <StepPanel aria-labelledby={headingId} onSubmit={form.handleSubmit} noValidate>
      <p id={headingId}>{t('accept.question', { label })}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Input label={t('accept.readyBy')} type="time" hint={t('accept.readyByHint')} {...form.field('readyBy')} />
      <PanelButtons submitting={form.submitting} submit={[t('accept.submit'), t('accept.submitting')]} onBack={onBack} />
    </StepPanel>
  );
}
