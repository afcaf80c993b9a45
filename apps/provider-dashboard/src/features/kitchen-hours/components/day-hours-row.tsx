import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { FieldError, Input, Select } from '@thali/ui/form';
import { DAY_MODES, withMode, type DayMode, type DayValues } from '../utils/hours-values';
import { useT } from '../messages';

const Row = styled.div`
  min-width: 0;
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * Narrow screens: the day's choice across, its times two by two under it (a week of days stacked one under the other
 * ran to three phone screens); wider: the day's controls side by side, wrapping as needed.
 */
const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 ${({ theme }) => theme.space(3)};
  > :first-child {
    grid-column: 1 / -1;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    > :first-child {
      grid-column: auto;
    }
    grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
    align-items: start;
  }
  > * {
    min-width: 0;
  }
`;

const Problem = styled(FieldError)`
  && {
    margin: -0.5rem 0 ${({ theme }) => theme.space(3)};
  }
`;

interface Props {
  name: string;
  value: DayValues;
  error?: string;
  /** The day's first control: where the focus goes when the day is in error. */
  selectRef?: Ref<HTMLSelectElement>;
  onChange: (value: DayValues) => void;
}

/**
 * One day of the week: Closed, or open with one or two windows (time inputs named with the day: 'Monday opens',
 * 'Monday closes', 'Monday opens again', 'Monday closes again'); the day's problem is read with each of its controls.
 */
export function DayHoursRow({ name, value, error, selectRef, onChange }: Props) {
  const t = useT();
  const errorId = `${useId()}-error`;
  const wrong = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  const time = (key: 'open' | 'close' | 'open2' | 'close2', label: 'day.opens' | 'day.closes' | 'day.opensAgain' | 'day.closesAgain') => (
    <Input
      label={t(label, { day: name })}
      type="time"
      step={60}
      value={value[key]}
      onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      {...wrong}
    />
  );
  return (
    <Row>
      <Controls>
        <Select
          ref={selectRef}
          label={name}
          value={value.mode}
          onChange={(e) => onChange(withMode(value, e.target.value as DayMode))}
          {...wrong}
        >
          {DAY_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`day.${mode}`)}
            </option>
          ))}
        </Select>
        {value.mode !== 'closed' ? (
          <>
            {time('open', 'day.opens')}
            {time('close', 'day.closes')}
          </>
        ) : null}
        {value.mode === 'two' ? (
          <>
            {time('open2', 'day.opensAgain')}
            {time('close2', 'day.closesAgain')}
          </>
        ) : null}
      </Controls>
      {error ? <Problem id={errorId}>{error}</Problem> : null}
    </Row>
  );
}
