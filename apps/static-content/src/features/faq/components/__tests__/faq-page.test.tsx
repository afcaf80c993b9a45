import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
