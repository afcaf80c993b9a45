import { useId, type ChangeEvent, type Ref } from 'react';
import styled from 'styled-components';
import { type Diet } from '@thali/firebase-data';
import { DIET_LABELS } from '@thali/firebase-data/logic';
import { DietMark } from '@thali/ui';
import { FieldError } from '@thali/ui/form';

const DIETS = Object.keys(DIET_LABELS) as Diet[];

const Group = styled.fieldset`
  min-width: 0;
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 0.375rem;
    font-weight: 600;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
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
  const errorId = `${useId()}-error`;
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <legend>Diet</legend>
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
