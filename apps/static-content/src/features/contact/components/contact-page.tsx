import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@thali/contract';
import { Card, Lead, Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { Questions, questionStyles, type Question } from '../../../shared/components/questions';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../../shared/contact-details';
import { useT } from '../messages';
import { ContactForm } from './contact-form';

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  margin-bottom: 2.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 1rem;
  }
`;

const Details = styled.dl`
  margin: 0;
  display: grid;
  gap: 1rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0.125rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Faq = styled.section`
  max-width: 75ch;
  h2 {
    font-size: 1.375rem;
    margin: 0 0 0.75rem;
  }
  ${questionStyles}
  details {
    padding: 0.125rem 0;
  }
`;

// The questions' texts are the catalogue's `faq.<key>.question` and `faq.<key>.answer`.
const CONTACT_FAQ = ['reply', 'cancel', 'list'] as const;

export function ContactPage() {
  const t = useT();
  useDocumentTitle(t('title'));
  const questions: Question[] = CONTACT_FAQ.map((key) => ({ id: key, question: t(`faq.${key}.question`), answer: t(`faq.${key}.answer`) }));
  return (
    <Page>
      <PageTitle>{t('title')}</PageTitle>
      <Lead>{t('lead')}</Lead>

      <Columns>
        <Card as="section" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{t('form.heading')}</h2>
          <ContactForm />
        </Card>

        <Card as="section" aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading">{t('details.heading')}</h2>
          <Details>
            <div>
              <dt>{t('details.email')}</dt>
              <dd>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </dd>
            </div>
            <div>
              <dt>{t('details.phone')}</dt>
              <dd>
                <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
              </dd>
            </div>
            <div>
              <dt>{t('details.basedIn')}</dt>
              <dd>{t('details.place')}</dd>
            </div>
            <div>
              <dt>{t('details.hours')}</dt>
              <dd>{t('details.hoursValue')}</dd>
            </div>
          </Details>
        </Card>
      </Columns>

      <Faq aria-labelledby="contact-faq-heading">
        <h2 id="contact-faq-heading">{t('faq.heading')}</h2>
        <Questions items={questions} />
        <p>{t.rich('faq.more', { faq: (text) => <Link to={paths.faq()}>{text}</Link> })}</p>
      </Faq>
    </Page>
  );
}
