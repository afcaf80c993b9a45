import type { ReactNode } from 'react';
import { Alert, plainMessage } from '@thali/ui';
import type { ProvidersState } from '../hooks/use-providers';
import { EmptyBox } from './messages';
import { ProviderGrid, type ProviderGridProps } from './provider-grid';
import { ProviderGridSkeleton } from './provider-grid-skeleton';
import { useT } from '../messages';

export interface ProviderListProps extends Omit<ProviderGridProps, 'providers'> {
  state: ProvidersState;
  /** Renders the loaded list (e.g. filtered); the default is the plain grid. */
  children?: ReactNode;
  /** What an empty list says instead of 'No providers available at the moment.' (e.g. none delivers to the place). */
  empty?: string;
}

/** The provider list with its loading, error and empty states. */
export function ProviderList({ state, children, empty, ...gridProps }: ProviderListProps) {
  const t = useT();
  if (state.status === 'pending') return <ProviderGridSkeleton label={t('list.loading')} />;
  // the spec's 'Error loading providers: …', with a plain sentence after it (never the technical message)
  if (state.status === 'error') {
    return <Alert>{t('list.error', { reason: plainMessage(state.error, t('list.loadFailed')) })}</Alert>;
  }
  if (state.data.length === 0 && empty) {
    return (
      <EmptyBox>
        <p>{empty}</p>
      </EmptyBox>
    );
  }
  if (state.data.length === 0) {
    return (
      <EmptyBox>
        <p>{t('list.none')}</p>
        <p>{t('list.later')}</p>
      </EmptyBox>
    );
  }
  return children ?? <ProviderGrid providers={state.data} {...gridProps} />;
}
