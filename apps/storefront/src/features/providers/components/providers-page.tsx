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
  return shown.length === 0 ? (
    <EmptyBox>
      <p>No providers found matching your criteria</p>
    </EmptyBox>
  ) : (
    <ProviderGrid providers={shown} headingLevel="h3" showRating noteOf={noteOf} />
  );
}

export function ProvidersPage() {
  useDocumentTitle('Our Providers');
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
      <PageTitle>Our Providers</PageTitle>
      <Intro>Home chefs, messes and tiffin services across Nagpur.</Intro>
      <DeliverToChooser choice={choice} />
      <ProviderFilters filters={filters} cuisines={cuisines} onChange={update} />
      <ProviderList state={state} empty={choice.label ? `No kitchen delivers to ${choice.label} yet.` : undefined}>
        <Count role="status">
          {choice.label ? `${shown.length} of ${providers.length} providers deliver to ${choice.label}` : `${shown.length} of ${providers.length} providers`}
        </Count>
        {shown.length === 0 ? (
          <EmptyBox>
            <p>No providers found matching your criteria</p>
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
