import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useBackLink } from '../use-back-link';

function Back() {
  const back = useBackLink();
  return (
    <Link to={back.to} onClick={back.onClick}>
      {back.label}
    </Link>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const MENU = '/provider/prov-a/menu';

function renderFrom(start: string, state?: unknown) {
  render(
    <MemoryRouter initialEntries={[start]}>
      <Routes>
        <Route path={MENU} element={<Back />} />
        <Route path="*" element={<Link to={MENU} state={state}>Open menu</Link>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

test('a direct visit has no portal page behind it: the link goes to the kitchens list and says so', () => {
  render(
    <MemoryRouter initialEntries={[MENU]}>
      <Routes>
        <Route path={MENU} element={<Back />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'See all kitchens' })).toHaveAttribute('href', '/providers');
});

test('from the kitchens list with its filters: "Back to kitchens" goes back in history to the filtered list', async () => {
  const user = userEvent.setup();
  renderFrom('/providers?veg=1', { from: { pathname: '/providers', search: '?veg=1' } });
  await user.click(screen.getByRole('link', { name: 'Open menu' }));
  const back = screen.getByRole('link', { name: 'Back to kitchens' });
  expect(back).toHaveAttribute('href', '/providers?veg=1');
  await user.click(back);
  expect(screen.getByTestId('where')).toHaveTextContent('/providers?veg=1');
});

test('from home: "Back to Home"', async () => {
  const user = userEvent.setup();
  renderFrom('/', { from: { pathname: '/' } });
  await user.click(screen.getByRole('link', { name: 'Open menu' }));
  await user.click(screen.getByRole('link', { name: 'Back to Home' }));
  expect(screen.getByTestId('where').textContent).toBe('/');
});

test('from elsewhere in the portal (no card state): a plain "Back" returns there', async () => {
  const user = userEvent.setup();
  renderFrom('/orders');
  await user.click(screen.getByRole('link', { name: 'Open menu' }));
  await user.click(screen.getByRole('link', { name: 'Back' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/orders');
});
