import { screen } from '@testing-library/react';
import { renderPage } from '../../../../testing/render-page';
import { AboutPage } from '../about-page';

test('renders mission, values and the four value cards, and sets the title', () => {
  renderPage(<AboutPage />, '/about');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeInTheDocument();
  expect(document.title).toBe('Who We Are · Thali');
  expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Our values' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Quality Food',
    'Community Focus',
    'Customer First',
    'Sustainable',
  ]);
});
