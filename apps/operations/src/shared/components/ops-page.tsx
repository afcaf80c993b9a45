import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { OpsNav } from './ops-nav';

/** An operations page's frame: its title (also the document's), the section bar, then its content. */
export function OpsPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <OpsNav />
      {children}
    </Page>
  );
}

/** A list of cards (messages, kitchens), one under the other. */
export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
`;
