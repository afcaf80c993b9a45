import { screen } from '@testing-library/react';
import { renderPage } from '../../../../testing/render-page';
import { SubscribePage } from '../subscribe-page';

test('one line of text and the title', () => {
  const { container } = renderPage(<SubscribePage />, { who: 'customer', path: '/subscribe' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Meal subscriptions are coming soon.');
  expect(container.textContent).toBe('Meal subscriptions are coming soon.');
  expect(document.title).toBe('Subscribe · Thali');
});
