import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../../testing/render-page';
import { FaqPage } from '../faq-page';

test('renders topic sections as h2s with collapsible questions, and sets the title', async () => {
  renderPage(<FaqPage />, '/faq');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  expect(document.title).toBe('Frequently Asked Questions · Thali');
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
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
