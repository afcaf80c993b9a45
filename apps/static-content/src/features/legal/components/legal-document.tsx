import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { SectionLinks } from '../../../shared/components/section-links';

const Body = styled.article`
  max-width: 75ch;
  h2 {
    font-size: 1.375rem;
    margin: 2rem 0 0.5rem;
    scroll-margin-top: 5rem;
  }
  h3 {
    font-size: 1.0625rem;
    margin: 1.25rem 0 0.375rem;
  }
  p,
  li {
    margin: 0 0 0.75rem;
  }
  ul {
    padding-left: 1.25rem;
    margin: 0 0 0.75rem;
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: -0.75rem !important;
`;

const Toc = styled.nav`
  margin: 1.5rem 0;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    columns: 2 16rem;
    column-gap: 2rem;
  }
  li {
    margin: 0 0 0.25rem;
    break-inside: avoid;
  }
`;

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** One legal page: h1, date, a contents list linking to each h2, then the sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  useDocumentTitle(title);
  return (
    <Page>
      <Body>
        <PageTitle>{title}</PageTitle>
        <Updated>Last updated: {updated}</Updated>
        {intro}
        <Toc aria-labelledby="legal-contents">
          <h2 id="legal-contents">Contents</h2>
          <ol>
            <SectionLinks sections={sections} />
          </ol>
        </Toc>
        {sections.map((s, i) => (
          <section key={s.id} aria-labelledby={s.id}>
            <h2 id={s.id}>
              {i + 1}. {s.title}
            </h2>
            {s.body}
          </section>
        ))}
      </Body>
    </Page>
  );
}
