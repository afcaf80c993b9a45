import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Lead, Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { Questions, questionStyles, type Question } from '../../../shared/components/questions';
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

const CONTACT_FAQ: readonly Question[] = [
  {
    question: 'How soon will you reply?',
    answer: 'We answer every message within one working day, usually much sooner during our opening hours. For an order arriving today, calling us is quickest.',
  },
  {
    question: 'Can I change or cancel an order?',
    answer: 'While an order is still pending, contact the provider or call us and we will ask them to cancel it. Since you pay on delivery, nothing is charged for a cancelled order.',
  },
  {
    question: 'How do I list my kitchen on Thali?',
    answer: 'Sign up and choose the meal provider role, then add your dishes from your dashboard. Write to us with the subject “New provider” if you would like help getting started.',
  },
];

export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <Page>
      <PageTitle>Contact Us</PageTitle>
      <Lead>
        A question about an order, a suggestion for a new area, or a kitchen you’d like to list? Send us a message and
        the Thali team in Nagpur will get back to you.
      </Lead>

      <Columns>
        <Card as="section" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Write to us</h2>
          <ContactForm />
        </Card>

        <Card as="section" aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading">Contact details</h2>
          <Details>
            <div>
              <dt>Email</dt>
              <dd>
                <a href="mailto:hello@thali.in">hello@thali.in</a>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href="tel:+917122550199">+91 712 255 0199</a>
              </dd>
            </div>
            <div>
              <dt>Based in</dt>
              <dd>Nagpur, Maharashtra, India</dd>
            </div>
            <div>
              <dt>Opening hours</dt>
              <dd>Mon-Sun 9:00 AM - 10:00 PM</dd>
            </div>
          </Details>
        </Card>
      </Columns>

      <Faq aria-labelledby="contact-faq-heading">
        <h2 id="contact-faq-heading">Common questions</h2>
        <Questions items={CONTACT_FAQ} />
        <p>
          More answers on our <Link to="/faq">FAQ page</Link>.
        </p>
      </Faq>
    </Page>
  );
}
