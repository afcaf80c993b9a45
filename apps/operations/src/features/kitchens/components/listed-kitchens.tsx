import { useState } from 'react';
import styled from 'styled-components';
import type { ListedKitchen } from '@thali/firebase-data';
import { Button } from '@thali/ui';
import { Input } from '@thali/ui/form';
import { CardList } from '../../../shared/components/ops-page';
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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const matches = (k: ListedKitchen, words: string) => {
  const text = `${k.name} ${k.area ?? ''}`.toLocaleLowerCase('en-IN');
  return words.split(/\s+/).filter(Boolean).every((w) => text.includes(w));
};

/** The listed and suspended kitchens by name, searchable by name or area, LISTED_PAGE at a time. */
export function ListedKitchens({ kitchens }: { kitchens: ListedKitchen[] }) {
  const [words, setWords] = useState('');
  const [shown, setShown] = useState(LISTED_PAGE);
  const found = kitchens.filter((k) => matches(k, words.trim().toLocaleLowerCase('en-IN')));
  const suspended = kitchens.filter((k) => k.suspension).length;
  const visible = found.slice(0, shown);
  return (
    <>
      <p role="status">{`${plural(kitchens.length - suspended, 'kitchen is', 'kitchens are')} listed, ${suspended} suspended.`}</p>
      <Search>
        <Input label="Find a kitchen" hint="By its name or area." type="search" value={words}
          onChange={(e) => { setWords(e.target.value); setShown(LISTED_PAGE); }} />
      </Search>
      {found.length === 0 ? <p>No listed kitchen matches your search.</p> : (
        <>
          <p>{found.length > visible.length ? `Showing ${visible.length} of ${found.length}, by name.` : `Showing ${plural(found.length, 'kitchen', 'kitchens')}, by name.`}</p>
          <CardList aria-label="Listed and suspended kitchens, by name">
            {visible.map((k) => <ListedKitchenCard key={k.id} kitchen={k} />)}
          </CardList>
          {found.length > visible.length ? (
            <More>
              <Button type="button" $variant="secondary" onClick={() => setShown((n) => n + LISTED_PAGE)}>
                {`Show ${Math.min(LISTED_PAGE, found.length - visible.length)} more`}
              </Button>
            </More>
          ) : null}
        </>
      )}
    </>
  );
}
