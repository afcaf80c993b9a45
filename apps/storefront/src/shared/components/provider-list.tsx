import type { ReactNode } from 'react';
import type { ProvidersState } from '../hooks/use-providers';
import { EmptyBox, ErrorBox } from './messages';
import { ProviderGrid, ProviderGridSkeleton, type ProviderGridProps } from './provider-grid';

export interface ProviderListProps extends Omit<ProviderGridProps, 'providers'> {
  state: ProvidersState;
  /** Renders the loaded list (e.g. filtered); the default is the plain grid. */
  children?: ReactNode;
}

/** The provider list with its loading, error and empty states (spec §2, Provider cards). */
export function ProviderList({ state, children, ...gridProps }: ProviderListProps) {
  if (state.loading) return <ProviderGridSkeleton />;
  if (state.error) return <ErrorBox>Error loading providers: {state.error.message}</ErrorBox>;
  if (state.providers.length === 0) {
    return (
      <EmptyBox>
        <p>No providers available at the moment.</p>
        <p>Please check back later for updates.</p>
      </EmptyBox>
    );
  }
  return children ?? <ProviderGrid providers={state.providers} {...gridProps} />;
}
