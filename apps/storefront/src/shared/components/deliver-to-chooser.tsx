import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AREA_NAMES, deliverToLabel, resolveDeliverTo } from '@thali/domain/areas';
import { Button } from '@thali/ui';
import { Field, TextInput } from '@thali/ui/form';
import type { DeliverToChoice } from '../hooks/use-deliver-to';
import { inWords } from '../utils/delivery-note';
import { t as say, useT } from '../messages';

// a panel of its own above the list: the box, then its buttons, wrapping under it on a phone
const Form = styled.form`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  display: flex;
  flex-flow: row wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const PlaceField = styled(Field)`
  flex: 1 1 14rem;
  min-width: 0;
  margin-bottom: 0;
`;

const Note = styled.p`
  flex: 1 1 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &:empty {
    display: none;
  }
`;

/** What the chooser says of the place chosen: the kitchens shown, or that Thali does not deliver there yet. */
export function placeNote({ label, deliverTo }: Pick<DeliverToChoice, 'label' | 'deliverTo'>): string {
  if (!label || !deliverTo) return '';
  if (deliverTo.areas.length === 0) return say('deliverTo.notServed', { place: label, areas: inWords(AREA_NAMES) });
  return say('deliverTo.showing', { place: label });
}

/**
 * "Deliver to": one box for a PIN code or an area (the areas offered as suggestions), the fastest to fill on a phone
 * either way. The choice is kept (use-deliver-to.ts) and narrows the kitchens listed below it.
 */
export function DeliverToChooser({ choice }: { choice: DeliverToChoice }) {
  const id = useId();
  const [text, setText] = useState(choice.label ?? '');
  const [error, setError] = useState(false);
  const t = useT();
  // a choice made elsewhere (the profile's PIN code, another page) shows in the box
  useEffect(() => setText(choice.label ?? ''), [choice.label]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const place = resolveDeliverTo(text);
    if (!place) {
      setError(true);
      return;
    }
    setError(false);
    choice.choose(deliverToLabel(place));
  };
  return (
    <Form onSubmit={submit} aria-label={t('deliverTo.form')} noValidate>
      <PlaceField label={t('deliverTo.label')} id={`${id}-place`} error={error ? t('deliverTo.notAPlace') : ''} hint={t('deliverTo.hint')}>
        {(control) => (
          <TextInput
            {...control}
            list={`${id}-areas`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('deliverTo.placeholder')}
            autoComplete="postal-code"
            enterKeyHint="go"
          />
        )}
      </PlaceField>
      <datalist id={`${id}-areas`}>
        {AREA_NAMES.map((area) => (
          <option key={area} value={area} />
        ))}
      </datalist>
      <Button type="submit">{t('deliverTo.show')}</Button>
      {choice.label ? (
        <Button type="button" $variant="secondary" onClick={() => choice.choose('')}>
          {t('deliverTo.showAll')}
        </Button>
      ) : null}
      <Note role="status">{placeNote(choice)}</Note>
    </Form>
  );
}
