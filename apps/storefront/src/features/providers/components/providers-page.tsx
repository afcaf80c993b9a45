import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import type { Provider } from '@thali/firebase-data';
import { Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { EmptyBox } from '../../../shared/components/messages';
import { ProviderGrid } from '../../../shared/components/provider-grid';
import { ProviderList } from '../../../shared/components/provider-list';
import { DeliverToChooser } from '../../../shared/components/deliver-to-chooser';
import { OtherKitchens } from '../../../shared/components/other-kitchens';
import { useDeliverTo } from '../../../shared/hooks/use-deliver-to';
import { useKitchensFor } from '../../../shared/hooks/use-kitchens-for';
import { deliveryNote } from '../../../shared/utils/delivery-note';
import { useProviderFilters } from '../hooks/use-provider-filters';
import { useProvidersWithPlans } from '../hooks/use-providers-with-plans';
import { cuisineOptions, filterProviders } from '../utils/filter-providers';
import { ProviderFilters } from './provider-filters';
import { useT } from '../messages';
import { useT as useSharedT } from '../../../shared/messages';

const Intro = styled.p`
  margin: -0.75rem 0 1.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Count = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NO_PROVIDERS: Provider[] = [];

/** The kitchens that do not deliver to the reader's place, with the page's search and filters applied. */
function OtherGrid({ others, filters, withPlans, noteOf }: {
  others: Provider[];
  filters: Parameters<typeof filterProviders>[1];
  withPlans: Set<string> | null;
  noteOf: (p: Provider) => ReturnType<typeof deliveryNote>;
}) {
  const shown = useMemo(() => filterProviders(others, filters, withPlans), [others, filters, withPlans]);
  const t = useT();
  return shown.length === 0 ? (
    <EmptyBox>
      <p>{t('noMatch')}</p>
    </EmptyBox>
  ) : (
    <ProviderGrid providers={shown} headingLevel="h3" showRating noteOf={noteOf} />
  );
}

export function ProvidersPage() {
  const t = useT();
  const shared = useSharedT();
  useDocumentTitle(t('title'));
  // with a place chosen, the kitchens delivering there (read through the areas' indexes), the others on request
  const choice = useDeliverTo();
  const kitchens = useKitchensFor(choice);
  const { state } = kitchens;
  const providers = state.data ?? NO_PROVIDERS;
  const noteOf = useCallback((p: Provider) => deliveryNote(p, choice.deliverTo, choice.label), [choice.deliverTo, choice.label]);
  const { filters, update } = useProviderFilters();
  const cuisines = useMemo(() => cuisineOptions(providers), [providers]);
  const withPlans = useProvidersWithPlans(Boolean(filters.plans));
  const shown = useMemo(() => filterProviders(providers, filters, withPlans.data ?? null), [providers, filters, withPlans.data]);

  return (
    <Page>
      <PageTitle>{t('title')}</PageTitle>
      <Intro>{t('intro')}</Intro>
      <DeliverToChooser choice={choice} />
      <ProviderFilters filters={filters} cuisines={cuisines} onChange={update} />
      <ProviderList state={state} empty={choice.label ? shared('list.noneDeliver', { place: choice.label }) : undefined}>
        <Count role="status">
          {choice.label
            ? t('countFor', { shown: shown.length, total: providers.length, place: choice.label })
            : t('count', { shown: shown.length, total: providers.length })}
        </Count>
        {shown.length === 0 ? (
          <EmptyBox>
            <p>{t('noMatch')}</p>
          </EmptyBox>
        ) : (
          <ProviderGrid providers={shown} headingLevel="h2" showRating eagerCount={4} noteOf={noteOf} />
        )}
      </ProviderList>
      {choice.label ? (
        <OtherKitchens
          kitchens={kitchens}
          label={choice.label}
          headingLevel="h2"
          render={(others) => <OtherGrid others={others} filters={filters} withPlans={withPlans.data ?? null} noteOf={noteOf} />}
        />
      ) : null}
    </Page>
  );
}
