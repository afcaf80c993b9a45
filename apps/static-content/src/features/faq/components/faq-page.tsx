import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Lead, Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { Questions, questionStyles } from '../../../shared/components/questions';
import { SectionLinks } from '../../../shared/components/section-links';
import { FAQ_SECTIONS } from '../data/faq-sections';

const Body = styled.div`
  max-width: 75ch;
`;

const Toc = styled.nav`
  margin-bottom: 2rem;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  a {
    display: inline-block;
    padding: 0.375rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Section = styled.section`
  margin-bottom: 2rem;
  scroll-margin-top: 5rem;
  h2 {
    font-size: 1.375rem;
    margin: 0 0 0.5rem;
  }
  ${questionStyles}
`;

export function FaqPage() {
  useDocumentTitle('Frequently Asked Questions');
  return (
    <Page>
      <Body>
        <PageTitle>Frequently Asked Questions</PageTitle>
        <Lead>
          Answers about ordering home-cooked food on Thali, paying on delivery, cancellations and selling as a home chef.
          Can’t find yours? <Link to="/contact">Contact us</Link>.
        </Lead>
        <Toc aria-label="FAQ topics">
          <ul>
            <SectionLinks sections={FAQ_SECTIONS} />
          </ul>
        </Toc>
        {FAQ_SECTIONS.map((s) => (
          <Section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
            <h2 id={`${s.id}-heading`}>{s.title}</h2>
            <Questions items={s.entries} />
          </Section>
        ))}
      </Body>
    </Page>
  );
}
