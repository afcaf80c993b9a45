import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PendingKitchen } from '@thali/firebase-data';
import type { QueryResult } from '@thali/render';
import { Alert, plainMessage } from '@thali/ui';
import { awaitingDecision } from '../../../shared/api/kitchen-queries';
import { CardList, OpsPage } from '../../../shared/components/ops-page';
import { useT as useSharedT } from '../../../shared/messages';
import { useKitchenQueue, useListedKitchens } from '../hooks/use-kitchen-queue';
import { useT } from '../messages';
import { ListedKitchens } from './listed-kitchens';
import { NameRequestCard } from './name-request-card';
import { PendingKitchenCard } from './pending-kitchen-card';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

/** A live list's loading and failure lines (its own sentences, e.g. "Loading the name changes…"), or its content. */
function Loaded<T>({ result, loading, failed, children }: { result: QueryResult<T>; loading: string; failed: string; children: (data: T) => ReactNode }) {
  if (result.status === 'error') return <Alert>{plainMessage(result.error, failed)}</Alert>;
  if (result.status === 'pending') return <p aria-busy="true">{loading}</p>;
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
  const t = useT();
  const shared = useSharedT();
  return (
    <OpsPage title={shared('page.kitchens')}>
      <Section aria-labelledby="queue-heading">
        <h2 id="queue-heading">{t('queue.heading')}</h2>
        <Loaded result={pending} loading={t('queue.loading')} failed={t('queue.loadFailed')}>
          {(all) => {
            const queue = awaitingDecision(all);
            return <Kitchens kitchens={queue} label={t('queue.list')} empty={t('queue.empty')}
              summary={t('queue.summary', { count: queue.length })} />;
          }}
        </Loaded>
      </Section>
      <Section aria-labelledby="names-heading">
        <h2 id="names-heading">{t('names.heading')}</h2>
        <Loaded result={names} loading={t('names.loading')} failed={t('names.loadFailed')}>
          {(requests) => (requests.length === 0 ? <p>{t('names.empty')}</p> : (
            <CardList aria-label={t('names.list')}>
              {requests.map((r) => <NameRequestCard key={r.id} request={r} />)}
            </CardList>
          ))}
        </Loaded>
      </Section>
      <Section aria-labelledby="rejected-heading">
        <h2 id="rejected-heading">{t('rejected.heading')}</h2>
        <Loaded result={pending} loading={t('rejected.loading')} failed={t('rejected.loadFailed')}>
          {(all) => <Kitchens kitchens={all.filter((k) => k.rejection)} label={t('rejected.list')} empty={t('rejected.empty')}
            summary={t('rejected.summary')} />}
        </Loaded>
      </Section>
      <Section aria-labelledby="listed-heading">
        <h2 id="listed-heading">{t('listed.heading')}</h2>
        <Loaded result={listed} loading={t('listed.loading')} failed={t('listed.loadFailed')}>
          {(kitchens) => (kitchens.length === 0 ? <p>{t('listed.none')}</p> : <ListedKitchens kitchens={kitchens} />)}
        </Loaded>
      </Section>
    </OpsPage>
  );
}
