import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import { paths } from '@thali/contract';
import { AREA_NAMES } from '@thali/domain/areas';
import { DELIVERY_FEE } from '@thali/domain/fees';
import { Lead, Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { Questions, questionStyles } from '../../../shared/components/questions';
import { SectionLinks } from '../../../shared/components/section-links';
import { SUPPORT_EMAIL } from '../../../shared/contact-details';
import { listNames } from '../../../shared/list-names';
import { FAQ_SECTIONS, type FaqEntry } from '../data/faq-sections';
import { useT } from '../messages';

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

/** Firebase Authentication's shortest password, as the signup form asks for it. */
const PASSWORD_MIN_LENGTH = 6;

export function FaqPage() {
  const t = useT();
  useDocumentTitle(t('title'));
  // The links and values any answer may use (each answer's text says which it has).
  const links = {
    providers: (text: ReactNode) => <Link to={paths.providers()}>{text}</Link>,
    page: (text: ReactNode) => <Link to={paths.deliveryAreas()}>{text}</Link>,
    contact: (text: ReactNode) => <Link to={paths.contact()}>{text}</Link>,
    privacy: (text: ReactNode) => <Link to={paths.privacyPolicy()}>{text}</Link>,
  };
  const values = { fee: formatPrice(DELIVERY_FEE), areas: listNames(AREA_NAMES, t.locale), email: SUPPORT_EMAIL };
  // An answer with a link goes through t.rich; one without through t, which also counts (t.rich passes its values to
  // the message as placeholders, so a plural's number would not count there).
  const answer = (entry: FaqEntry) => {
    const text = t(`${entry}.answer`, { ...values, min: PASSWORD_MIN_LENGTH });
    return /<[a-z]+>/.test(text) ? t.rich(`${entry}.answer`, links, values) : text;
  };
  return (
    <Page>
      <Body>
        <PageTitle>{t('title')}</PageTitle>
        <Lead>{t.rich('lead', links)}</Lead>
        <Toc aria-label={t('topics')}>
          <ul>
            <SectionLinks sections={FAQ_SECTIONS.map((s) => ({ id: s.id, title: t(`${s.id}.title`) }))} />
          </ul>
        </Toc>
        {FAQ_SECTIONS.map((s) => (
          <Section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
            <h2 id={`${s.id}-heading`}>{t(`${s.id}.title`)}</h2>
            <Questions
              items={s.entries.map((entry) => ({ id: entry, question: t(`${entry}.question`), answer: answer(entry) }))}
            />
          </Section>
        ))}
      </Body>
    </Page>
  );
}
