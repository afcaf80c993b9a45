import { useId, type ChangeEvent, type Ref } from 'react';
import styled from 'styled-components';
import { type Diet } from '@thali/firebase-data';
import { DIET_LABELS } from '@thali/firebase-data/logic';
import { DietMark } from '@thali/ui';
import { FieldError } from '@thali/ui/form';
import { ChoiceGroup, radioChoices } from '../../../shared/choice-group';
import { useT } from '../messages';

const DIETS = Object.keys(DIET_LABELS) as Diet[];

const Group = styled(ChoiceGroup)`
  margin-bottom: 1rem;
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  ${radioChoices}
  label {
    display: inline-flex;
  }
`;

export interface DietFieldProps {
  name: string;
  value: string;
  error?: string;
  /** The first choice: where the focus goes when the form finds no diet chosen. */
  ref?: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The item's diet as a group of radio buttons, Veg / Egg / Non-veg, each with its mark (the word names the
 * choice); the group's error is read with it and with each choice.
 */
export function DietField({ name, value, error, ref, onChange }: DietFieldProps) {
  const t = useT();
  const errorId = `${useId()}-error`;
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <legend>{t('field.diet')}</legend>
      <Choices>
        {DIETS.map((diet, i) => (
          <label key={diet}>
            <input
              ref={i === 0 ? ref : undefined}
              type="radio"
              name={name}
              value={diet}
              checked={value === diet}
              onChange={onChange}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <DietMark diet={diet} />
          </label>
        ))}
      </Choices>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Group>
  );
}
