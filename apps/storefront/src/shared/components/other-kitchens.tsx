import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@thali/ui';
import type { Provider } from '@thali/firebase-data';
import type { KitchensFor } from '../hooks/use-kitchens-for';
import { ProviderList } from './provider-list';
import { useT } from '../messages';

const More = styled(Button).attrs({ $variant: 'secondary' })`
  margin-top: ${({ theme }) => theme.space(5)};
  max-width: 100%;
  white-space: normal;
`;

const Others = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.25rem;
  }
`;

export interface OtherKitchensProps {
  kitchens: KitchensFor;
  label: string;
  headingLevel: 'h2' | 'h3';
  /** Renders the kitchens that do not deliver there (the page's grid, its filters applied). */
  render: (others: Provider[]) => ReactNode;
}

/**
 * After the kitchens delivering to the reader's place: how many others there are, as a button that loads and shows
 * them (each card saying it does not deliver there).
 */
export function OtherKitchens({ kitchens, label, headingLevel: Heading, render }: OtherKitchensProps) {
  const { others, othersCount, showOthers } = kitchens;
  const t = useT();
  // '3 more kitchens don't deliver to 440010 — show them' (one: 'doesn't')
  if (!others) return othersCount > 0 ? <More onClick={showOthers}>{t('others.more', { count: othersCount, place: label })}</More> : null;
  return (
    <Others aria-labelledby="other-kitchens-title">
      <Heading id="other-kitchens-title">{t('others.title', { place: label })}</Heading>
      <ProviderList state={others}>{others.status === 'success' ? render(others.data) : null}</ProviderList>
    </Others>
  );
}
