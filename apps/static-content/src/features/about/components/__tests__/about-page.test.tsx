import { screen } from '@testing-library/react';
import { expectPageTitle, renderPage } from '../../../../testing/render-page';
import { AboutPage } from '../about-page';

test('renders mission, values and the four value cards, and sets the title', () => {
  renderPage(<AboutPage />, '/about');
  expectPageTitle('Who We Are');
  expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Our values' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Quality Food',
    'Community Focus',
    'Customer First',
    'Sustainable',
  ]);
});
