import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '@thali/ui';
import { expectPageTitle, renderPage } from '../../../../testing/render-page';
import { FaqPage } from '../faq-page';

test('renders topic sections as h2s with collapsible questions, and sets the title', async () => {
  renderPage(<FaqPage />, '/faq');
  expectPageTitle('Frequently Asked Questions', [
    'Ordering',
    'Payment and delivery',
    'Cancellations and problems',
    'Accounts and privacy',
    'For home chefs and tiffin services',
  ]);
  const topics = screen.getByRole('navigation', { name: 'FAQ topics' });
  expect(within(topics).getByRole('link', { name: 'Payment and delivery' })).toHaveAttribute('href', '#payment-delivery');

  const question = screen.getByText('How do I pay?');
  const details = question.closest('details') as HTMLDetailsElement;
  expect(details.open).toBe(false);
  await userEvent.setup().click(question);
  expect(details.open).toBe(true);
  expect(within(details).getByText(/On delivery, in cash or by UPI/)).toBeVisible();
});

test('answers carry their links and values: the areas, the fee, the password length', () => {
  renderPage(<FaqPage />, '/faq');
  expect(screen.getByText(/for now\. Check your PIN code/)).toHaveTextContent(
    'Hingna, Jaitala, Trimurti Nagar, Dharampeth, Sitabuldi and Manish Nagar for now. Check your PIN code on the Delivery Areas page.',
  );
  expect(screen.getByRole('link', { name: 'Delivery Areas' })).toHaveAttribute('href', '/delivery-areas');
  expect(screen.getByText('A flat ₹40.00 per checkout, added to your basket total and shown before you place the order.')).toBeInTheDocument();
  expect(screen.getByText(/a password of at least 6 characters\./)).toBeInTheDocument();
});

describe('in Marathi', () => {
  afterEach(() => act(() => setLocale('en')));

  test('topics, questions and answers read in Marathi, the anchors stay the same', async () => {
    await act(() => setLocale('mr'));
    renderPage(<FaqPage />, '/faq');
    expectPageTitle('वारंवार विचारले जाणारे प्रश्न', [
      'ऑर्डर करणे',
      'पेमेंट आणि डिलिव्हरी',
      'ऑर्डर रद्द करणे आणि अडचणी',
      'खाते आणि गोपनीयता',
      'घरगुती शेफ आणि टिफिन सेवांसाठी',
    ]);
    const topics = screen.getByRole('navigation', { name: 'FAQ चे विषय' });
    expect(within(topics).getByRole('link', { name: 'पेमेंट आणि डिलिव्हरी' })).toHaveAttribute('href', '#payment-delivery');
    const details = screen.getByText('खाते असणे आवश्यक आहे का?').closest('details') as HTMLDetailsElement;
    expect(details).toHaveTextContent('किमान 6 अक्षरांचा पासवर्ड');
    expect(screen.getByText(/तुमचा पिन कोड/)).toHaveTextContent('सध्या Hingna, Jaitala, Trimurti Nagar, Dharampeth, Sitabuldi आणि Manish Nagar.');
    expect(screen.getByRole('link', { name: 'गोपनीयता धोरणात' })).toHaveAttribute('href', '/privacy-policy');
  });

  test('an answer the reader opened stays open when the language changes', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    await user.click(screen.getByText('How do I pay?'));
    await act(() => setLocale('hi'));
    const details = screen.getByText('भुगतान कैसे करें?').closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(true);
    expect(within(details).getByText(/डिलीवरी पर, नकद या UPI से/)).toBeVisible();
  });
});
