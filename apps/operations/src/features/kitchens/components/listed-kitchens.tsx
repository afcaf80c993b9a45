import { useState } from 'react';
import styled from 'styled-components';
import type { ListedKitchen } from '@thali/firebase-data';
import { Button } from '@thali/ui';
import { Input } from '@thali/ui/form';
import { CardList } from '../../../shared/components/ops-page';
import { useT } from '../messages';
import { ListedKitchenCard } from './listed-kitchen-card';

/** Cards shown at first and added by "Show more": every kitchen stays reachable, by search or by paging on. */
export const LISTED_PAGE = 20;

const Search = styled.div`
  max-width: 28rem;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const More = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

// Names and areas may be in Devanagari (issue 44): both sides in one Unicode form, so "ज़" typed as ज + nukta finds
// a name stored with the single letter, and the other way round.
const folded = (text: string) => text.normalize('NFC').toLocaleLowerCase('en-IN');

const matches = (k: ListedKitchen, words: string) => {
  const text = folded(`${k.name} ${k.area ?? ''}`);
  return words.split(/\s+/).filter(Boolean).every((w) => text.includes(w));
};

/** The listed and suspended kitchens by name, searchable by name or area, LISTED_PAGE at a time. */
export function ListedKitchens({ kitchens }: { kitchens: ListedKitchen[] }) {
  const t = useT();
  const [words, setWords] = useState('');
  const [shown, setShown] = useState(LISTED_PAGE);
  const found = kitchens.filter((k) => matches(k, folded(words.trim())));
  const suspended = kitchens.filter((k) => k.suspension).length;
  const visible = found.slice(0, shown);
  return (
    <>
      <p role="status">{t('listed.summary', { listed: kitchens.length - suspended, suspended })}</p>
      <Search>
        <Input label={t('listed.search')} hint={t('listed.searchHint')} type="search" value={words}
          onChange={(e) => { setWords(e.target.value); setShown(LISTED_PAGE); }} />
      </Search>
      {found.length === 0 ? <p>{t('listed.noMatch')}</p> : (
        <>
          <p>{found.length > visible.length ? t('listed.showingSome', { shown: visible.length, found: found.length }) : t('listed.showingAll', { count: found.length })}</p>
          <CardList aria-label={t('listed.list')}>
            {visible.map((k) => <ListedKitchenCard key={k.id} kitchen={k} />)}
          </CardList>
          {found.length > visible.length ? (
            <More>
              <Button type="button" $variant="secondary" onClick={() => setShown((n) => n + LISTED_PAGE)}>
                {t('listed.more', { count: Math.min(LISTED_PAGE, found.length - visible.length) })}
              </Button>
            </More>
          ) : null}
        </>
      )}
    </>
  );
}
