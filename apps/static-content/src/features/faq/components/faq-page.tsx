import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Lead, Page, PageTitle, useDocumentTitle } from '@thali/ui';
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
  details {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    padding: 0.625rem 0;
  }
  details p {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
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
            {FAQ_SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ul>
        </Toc>
        {FAQ_SECTIONS.map((s) => (
          <Section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
            <h2 id={`${s.id}-heading`}>{s.title}</h2>
            {s.entries.map((e) => (
              <details key={e.question}>
                <summary>{e.question}</summary>
                <p>{e.answer}</p>
              </details>
            ))}
          </Section>
        ))}
      </Body>
    </Page>
  );
}
