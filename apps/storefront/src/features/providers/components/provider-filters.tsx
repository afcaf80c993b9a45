import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@thali/ui';
import { Field, NativeSelect, TextInput } from '@thali/ui/form';
import { useDataMessage } from '@thali/ui/data-message';
import { VegOnlyToggle } from '../../../shared/components/veg-only-toggle';
import { RATING_OPTIONS, type ProviderFilters as Filters } from '../utils/filter-providers';
import { useT } from '../messages';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const FilterField = styled(Field)`
  flex: 1 1 16rem;
  margin-bottom: 0;
`;

const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  > div {
    flex: 1 1 12rem;
  }
  /* display: flex above would otherwise win over the hidden attribute. */
  &[hidden] {
    display: none;
  }
`;

const Check = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  align-self: flex-end;
  min-height: 44px;
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  label {
    font-weight: 600;
  }
`;

export interface ProviderFiltersProps {
  filters: Filters;
  cuisines: { value: string; label: string }[];
  onChange: (changes: Partial<Record<keyof Filters, string>>) => void;
}

export function ProviderFilters({ filters, cuisines, onChange }: ProviderFiltersProps) {
  const id = useId();
  const t = useT();
  // the cuisines' labels are the data package's (the list signup chooses from), in the reader's language
  const dataText = useDataMessage();
  // Open from the start when the URL already carries a filter, so it is visible what narrows the list.
  const [open, setOpen] = useState(Boolean(filters.cuisine || filters.rating || filters.plans));
  // The box keeps its own text: the URL update lags a render, which would move the caret.
  const [text, setText] = useState(filters.q);
  // Values this box wrote that the URL has not shown yet; any other value came from elsewhere
  // (a link to /providers, back/forward) and replaces the text.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const mine = pending.current.indexOf(filters.q);
    if (mine >= 0) pending.current = pending.current.slice(mine + 1);
    else {
      pending.current = [];
      setText(filters.q);
    }
  }, [filters.q]);
  const onSearch = (e: ChangeEvent<HTMLInputElement>) => {
    setText(e.target.value);
    pending.current.push(e.target.value);
    onChange({ q: e.target.value });
  };
  // A cuisine from a shared link may not be loaded yet; keep it selectable so the select shows it.
  const cuisineList = filters.cuisine && !cuisines.some((c) => c.value === filters.cuisine) ? [...cuisines, { value: filters.cuisine, label: filters.cuisine }] : cuisines;

  return (
    <>
      <Bar role="search">
        <FilterField label={t('search')} id={`${id}-q`}>
          {(control) => (
            <TextInput {...control} type="search" value={text} onChange={onSearch} placeholder={t('searchPlaceholder')} autoComplete="off" />
          )}
        </FilterField>
        {/* Veg first, as customers choose: always in view, not behind Filters. */}
        <VegOnlyToggle pressed={Boolean(filters.veg)} onChange={(on) => onChange({ veg: on ? '1' : '' })} />
        <Button type="button" $variant="secondary" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((o) => !o)}>
          {t('filters')}
        </Button>
      </Bar>
      <Panel id={`${id}-panel`} hidden={!open}>
        <FilterField label={t('cuisine')} id={`${id}-cuisine`}>
          {(control) => (
            <NativeSelect {...control} value={filters.cuisine} onChange={(e) => onChange({ cuisine: e.target.value })}>
              <option value="">{t('allCuisines')}</option>
              {cuisineList.map((c) => (
                <option key={c.value} value={c.value}>
                  {dataText(c.label)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FilterField>
        <FilterField label={t('rating')} id={`${id}-rating`}>
          {(control) => (
            <NativeSelect {...control} value={String(filters.rating)} onChange={(e) => onChange({ rating: e.target.value })}>
              {RATING_OPTIONS.map((rating) => (
                <option key={rating} value={String(rating)}>
                  {rating === 0 ? t('anyRating') : t('ratingAtLeast', { rating })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FilterField>
        <Check>
          <input
            id={`${id}-plans`}
            type="checkbox"
            checked={Boolean(filters.plans)}
            onChange={(e) => onChange({ plans: e.target.checked ? '1' : '' })}
          />
          <label htmlFor={`${id}-plans`}>{t('plans')}</label>
        </Check>
      </Panel>
    </>
  );
}
