import { useId } from 'react';
import styled from 'styled-components';
import type { OrderBoard } from '@thali/firebase-data';
import { Button } from '@thali/ui';
import { Input } from '@thali/ui/form';
import { ChoiceGroup } from '../../../shared/choice-group';
import { STAGES, STAGE_LABELS } from '../../../shared/order-stage';
import type { BoardFilter } from '../hooks/use-order-board';
import { useT } from '../messages';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Chips = styled(ChoiceGroup)`
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  label {
    /* the radio, invisible, stays inside its chip */
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 44px;
    padding: 0 0.875rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    cursor: pointer;
    font-variant-numeric: tabular-nums;
  }
  label:has(input:checked) {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
    margin: 0;
  }
`;

const Day = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem;
  > div {
    margin-bottom: 0;
  }
`;

interface Props {
  filter: BoardFilter;
  onFilter: (filter: BoardFilter) => void;
  /** 'YYYY-MM-DD' (a date input's value) or '' for every day. */
  day: string;
  onDay: (day: string) => void;
  /** The latest day there can be orders for (two days ahead of today in Nagpur: the slots' reach). */
  maxDay: string;
  counts: OrderBoard['counts'] | null;
}

/** "All" counts every stage; each stage's count is what the board lists under it. */
const total = (counts: OrderBoard['counts']) => STAGES.reduce((sum, s) => sum + (counts[s] ?? 0), 0);

/** The board's filters: a stage (each with its count) and a day. */
export function BoardFilters({ filter, onFilter, day, onDay, maxDay, counts }: Props) {
  const t = useT();
  const name = useId();
  const choices: { value: BoardFilter; text: string; count: number | null }[] = [
    { value: 'all', text: t('filters.all'), count: counts ? total(counts) : null },
    ...STAGES.map((s) => ({ value: s, text: STAGE_LABELS[s], count: counts ? (counts[s] ?? 0) : null })),
  ];
  return (
    <Bar>
      <Chips>
        <legend>{t('filters.show')}</legend>
        <div>
          {choices.map(({ value, text, count }) => (
            <label key={value}>
              <input type="radio" name={name} value={value} checked={filter === value} onChange={() => onFilter(value)} />
              {count === null ? text : t('filters.choice', { name: text, count })}
            </label>
          ))}
        </div>
      </Chips>
      <Day>
        <Input label={t('filters.day')} type="date" max={maxDay} value={day} onChange={(e) => onDay(e.target.value)} />
        {day ? (
          <Button type="button" $variant="secondary" onClick={() => onDay('')}>
            {t('filters.everyDay')}
          </Button>
        ) : null}
      </Day>
    </Bar>
  );
}
