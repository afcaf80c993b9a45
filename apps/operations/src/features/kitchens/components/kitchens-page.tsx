import styled from 'styled-components';
import type { QueryResult } from '@thali/render';
import { Alert, Page, PageTitle, plainMessage, useDocumentTitle } from '@thali/ui';
import { awaitingDecision } from '../../../shared/api/kitchen-queries';
import { OpsNav } from '../../../shared/components/ops-nav';
import { useKitchenQueue } from '../hooks/use-kitchen-queue';
import { NameRequestCard } from './name-request-card';
import { PendingKitchenCard } from './pending-kitchen-card';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A live list's loading and failure lines, or its content. */
function Loaded<T>({ result, what, children }: { result: QueryResult<T>; what: string; children: (data: T) => React.ReactNode }) {
  if (result.status === 'error') return <Alert>{plainMessage(result.error, `The ${what} could not be loaded.`)}</Alert>;
  if (result.status === 'pending') return <p aria-busy="true">{`Loading the ${what}…`}</p>;
  return <>{children(result.data)}</>;
}

/**
 * Kitchens (issue 41): the queue of kitchens awaiting approval, oldest first, every one of them (nothing is paged
 * away), listed kitchens' new names, and the kitchens turned down until they ask again; live.
 */
export function KitchensPage() {
  useDocumentTitle('Kitchens');
  const { pending, names } = useKitchenQueue();
  return (
    <Page>
      <PageTitle>Kitchens</PageTitle>
      <OpsNav />
      <Section aria-labelledby="queue-heading">
        <h2 id="queue-heading">Awaiting approval</h2>
        <Loaded result={pending} what="kitchens awaiting approval">
          {(kitchens) => {
            const queue = awaitingDecision(kitchens);
            return queue.length === 0 ? <p role="status">No kitchens are waiting for approval.</p> : (
              <>
                <p role="status">{`${plural(queue.length, 'kitchen is', 'kitchens are')} waiting, oldest first.`}</p>
                <List aria-label="Kitchens awaiting approval, oldest first">
                  {queue.map((k) => <PendingKitchenCard key={k.id} kitchen={k} />)}
                </List>
              </>
            );
          }}
        </Loaded>
      </Section>
      <Section aria-labelledby="names-heading">
        <h2 id="names-heading">New names</h2>
        <Loaded result={names} what="name changes">
          {(requests) => (requests.length === 0 ? <p>No listed kitchen is asking for a new name.</p> : (
            <List aria-label="Name changes, oldest first">
              {requests.map((r) => <NameRequestCard key={r.id} request={r} />)}
            </List>
          ))}
        </Loaded>
      </Section>
      <Section aria-labelledby="rejected-heading">
        <h2 id="rejected-heading">Rejected</h2>
        <Loaded result={pending} what="rejected kitchens">
          {(kitchens) => {
            const rejected = kitchens.filter((k) => k.rejection);
            return rejected.length === 0 ? <p>No kitchen is waiting to ask again.</p> : (
              <>
                <p>They see the reason on their dashboard; once they ask again they are back in the queue.</p>
                <List aria-label="Rejected kitchens">
                  {rejected.map((k) => <PendingKitchenCard key={k.id} kitchen={k} />)}
                </List>
              </>
            );
          }}
        </Loaded>
      </Section>
    </Page>
  );
}
