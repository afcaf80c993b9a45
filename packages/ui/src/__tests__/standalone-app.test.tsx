import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '..';
import { StandaloneApp } from '../standalone';

const PAGES: Record<string, () => ReactNode> = {
  menu: () => <h1>The menu</h1>,
  providers: () => <h1>Our kitchens</h1>,
  home: () => <h1>Home</h1>,
};

function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <div data-testid="providers">{children}</div>
    </ThemeProvider>
  );
}

test('a remote alone serves each page of its manifest at its path, inside its providers, loading each when first opened', async () => {
  window.history.pushState(null, '', '/provider/k1/menu');
  const load = jest.fn(async (page: string) => ({ default: PAGES[page] as () => ReactNode }));
  const user = userEvent.setup();
  render(<StandaloneApp remote="storefront" name="Storefront" links={[{ to: '/providers', label: 'Our Providers' }]} load={load} Providers={Providers} />);

  expect(await screen.findByRole('heading', { name: 'The menu' })).toBeInTheDocument();
  expect(screen.getByTestId('providers')).toContainElement(screen.getByRole('heading', { name: 'The menu' }));
  expect(load.mock.calls).toEqual([['menu']]);

  await user.click(screen.getByRole('link', { name: 'Our Providers' }));
  expect(await screen.findByRole('heading', { name: 'Our kitchens' })).toBeInTheDocument();
  expect(load.mock.calls).toEqual([['menu'], ['providers']]);
});
