import { useMemo } from 'react';
import styled from 'styled-components';
import type { Provider } from '@thali/firebase-data';
import { Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { EmptyBox } from '../../../shared/components/messages';
import { ProviderGrid } from '../../../shared/components/provider-grid';
import { ProviderList } from '../../../shared/components/provider-list';
import { useProviders } from '../../../shared/hooks/use-providers';
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

export function ProvidersPage() {
  useDocumentTitle('Our Providers');
  const state = useProviders();
  const providers = state.data ?? NO_PROVIDERS;
  const { filters, update } = useProviderFilters();
  const cuisines = useMemo(() => cuisineOptions(providers), [providers]);
  const withPlans = useProvidersWithPlans(Boolean(filters.plans));
  const shown = useMemo(() => filterProviders(providers, filters, withPlans.data ?? null), [providers, filters, withPlans.data]);

  return (
    <Page>
      <PageTitle>Our Providers</PageTitle>
      <Intro>Home chefs, messes and tiffin services across Nagpur.</Intro>
      <ProviderFilters filters={filters} cuisines={cuisines} onChange={update} />
      <ProviderList state={state}>
        <Count role="status">
          {shown.length} of {providers.length} providers
        </Count>
        {shown.length === 0 ? (
          <EmptyBox>
            <p>No providers found matching your criteria</p>
          </EmptyBox>
        ) : (
          <ProviderGrid providers={shown} headingLevel="h2" showRating eagerCount={4} />
        )}
      </ProviderList>
    </Page>
  );
}
