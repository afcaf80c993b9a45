import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PendingKitchen } from '@thali/firebase-data';
import type { QueryResult } from '@thali/render';
import { Alert, plainMessage } from '@thali/ui';
import { awaitingDecision } from '../../../shared/api/kitchen-queries';
import { CardList, OpsPage } from '../../../shared/components/ops-page';
import { useKitchenQueue, useListedKitchens } from '../hooks/use-kitchen-queue';
import { ListedKitchens } from './listed-kitchens';
import { NameRequestCard } from './name-request-card';
import { PendingKitchenCard } from './pending-kitchen-card';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A live list's loading and failure lines, or its content. */
function Loaded<T>({ result, what, children }: { result: QueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (result.status === 'error') return <Alert>{plainMessage(result.error, `The ${what} could not be loaded.`)}</Alert>;
  if (result.status === 'pending') return <p aria-busy="true">{`Loading the ${what}…`}</p>;
  return <>{children(result.data)}</>;
}

/** Kitchens as cards under a line that says how many there are (or that there are none). */
function Kitchens({ kitchens, label, summary, empty }: { kitchens: PendingKitchen[]; label: string; summary: string; empty: string }) {
  if (kitchens.length === 0) return <p role="status">{empty}</p>;
  return (
    <>
      <p role="status">{summary}</p>
      <CardList aria-label={label}>
        {kitchens.map((k) => <PendingKitchenCard key={k.id} kitchen={k} />)}
      </CardList>
    </>
  );
}

/**
 * Kitchens (issue 41): the queue of kitchens awaiting approval, oldest first, every one of them (nothing is paged
 * away), listed kitchens' new names, and the kitchens turned down until they ask again; live.
 */
export function KitchensPage() {
  const { pending, names } = useKitchenQueue();
  const listed = useListedKitchens();
  return (
    <OpsPage title="Kitchens">
      <Section aria-labelledby="queue-heading">
        <h2 id="queue-heading">Awaiting approval</h2>
        <Loaded result={pending} what="kitchens awaiting approval">
          {(all) => {
            const queue = awaitingDecision(all);
            return <Kitchens kitchens={queue} label="Kitchens awaiting approval, oldest first" empty="No kitchens are waiting for approval."
              summary={`${plural(queue.length, 'kitchen is', 'kitchens are')} waiting, oldest first.`} />;
          }}
        </Loaded>
      </Section>
      <Section aria-labelledby="names-heading">
        <h2 id="names-heading">New names</h2>
        <Loaded result={names} what="name changes">
          {(requests) => (requests.length === 0 ? <p>No listed kitchen is asking for a new name.</p> : (
            <CardList aria-label="Name changes, oldest first">
              {requests.map((r) => <NameRequestCard key={r.id} request={r} />)}
            </CardList>
          ))}
        </Loaded>
      </Section>
      <Section aria-labelledby="rejected-heading">
        <h2 id="rejected-heading">Rejected</h2>
        <Loaded result={pending} what="rejected kitchens">
          {(all) => <Kitchens kitchens={all.filter((k) => k.rejection)} label="Rejected kitchens" empty="No kitchen is waiting to ask again."
            summary="They see the reason on their dashboard; once they ask again they are back in the queue." />}
        </Loaded>
      </Section>
      <Section aria-labelledby="listed-heading">
        <h2 id="listed-heading">Listed kitchens</h2>
        <Loaded result={listed} what="listed kitchens">
          {(kitchens) => (kitchens.length === 0 ? <p>No kitchen is listed yet.</p> : <ListedKitchens kitchens={kitchens} />)}
        </Loaded>
      </Section>
    </OpsPage>
  );
}
