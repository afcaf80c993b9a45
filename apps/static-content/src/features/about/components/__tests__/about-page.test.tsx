import { act, screen } from '@testing-library/react';
import { setLocale } from '@thali/ui';
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

describe('in Marathi', () => {
  afterEach(() => act(() => setLocale('en')));

  test('the headings, the title and the fee sentence read in Marathi', async () => {
    await act(() => setLocale('mr'));
    renderPage(<AboutPage />, '/about');
    expectPageTitle('आमच्याविषयी');
    expect(screen.getByRole('heading', { level: 2, name: 'आमचे ध्येय' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'ग्राहक सर्वप्रथम' })).toBeInTheDocument();
    expect(screen.getByText(/सर्व ऑर्डरवर एकच ₹40.00 डिलिव्हरी शुल्क/)).toHaveTextContent('hello@thali.in');
    expect(screen.getByRole('link', { name: 'आमच्याशी संपर्क साधा' })).toHaveAttribute('href', '/contact');
  });
});
