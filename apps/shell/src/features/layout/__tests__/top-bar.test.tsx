import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { setLocale } from '@thali/ui';
import { renderWith } from '../../../test-utils';
import { TopBar } from '../components/top-bar';

// The desktop bar is hidden by a min-width media query, which jsdom does not evaluate.
const desktop = { hidden: true };
const mainNav = () => {
  const nav = screen.getAllByRole('navigation', desktop).find((n) => n.getAttribute('aria-label') === 'Main');
  if (!nav) throw new Error('no Main navigation');
  return nav;
};
afterEach(async () => {
  await act(() => setLocale('en'));
});

const linkNames = () => within(mainNav()).getAllByRole('link', desktop).map((l) => l.textContent);

test('signed out: the common links plus Sign In and Sign Up', () => {
  renderWith(<TopBar />);
  expect(linkNames()).toEqual(['Kitchens', 'Delivery Areas', 'Who We Are', 'Contact Us', 'Sign In', 'Sign Up']);
  expect(within(mainNav()).getByRole('link', { name: 'Sign In', ...desktop })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('button', { name: /account menu/, ...desktop })).not.toBeInTheDocument();
});

test('while the first auth check runs, neither signed-out nor signed-in links flash', () => {
  renderWith(<TopBar />, { who: 'loading' });
  expect(linkNames()).toEqual(['Kitchens', 'Delivery Areas', 'Who We Are', 'Contact Us']);
});

test('a customer sees My Basket with the summed quantity, and My Orders and My Tiffins in the profile menu', async () => {
  renderWith(<TopBar />, {
    who: 'customer',
    cart: [
      { id: 'a', price: 100, quantity: 2 },
      { id: 'b', price: 50, quantity: 3 },
    ],
  });
  expect(linkNames()).toEqual(['Kitchens', 'Delivery Areas', 'Who We Are', 'Contact Us', 'My Basket5']);
  expect(screen.getByLabelText('5 items in basket')).toBeInTheDocument();
  expect(within(mainNav()).queryByRole('link', { name: 'Dashboard', ...desktop })).not.toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Asha account menu', ...desktop }));
  expect(screen.getByRole('link', { name: 'My Profile', ...desktop })).toHaveAttribute('href', '/profile');
  expect(screen.getByRole('link', { name: 'My Orders', ...desktop })).toHaveAttribute('href', '/orders');
  expect(screen.getByRole('link', { name: 'My Tiffins', ...desktop })).toHaveAttribute('href', '/tiffins');
  expect(screen.getByRole('button', { name: 'Logout', ...desktop })).toBeInTheDocument();
});

test('the basket badge is hidden at 0', () => {
  renderWith(<TopBar />, { who: 'customer' });
  expect(within(mainNav()).getByRole('link', { name: 'My Basket', ...desktop })).toBeInTheDocument();
  expect(screen.queryByTestId('basket-count')).not.toBeInTheDocument();
});

test('a provider sees Dashboard, no basket, and no My Orders or My Tiffins', async () => {
  renderWith(<TopBar />, { who: 'provider' });
  expect(linkNames()).toEqual(['Kitchens', 'Delivery Areas', 'Who We Are', 'Contact Us', 'Dashboard']);
  // the dashboard opens on its first section, Orders
  expect(within(mainNav()).getByRole('link', { name: 'Dashboard', ...desktop })).toHaveAttribute('href', '/provider-dashboard/orders');
  await userEvent.click(await screen.findByRole('button', { name: 'Annapurna Mess account menu', ...desktop }));
  expect(screen.getByRole('link', { name: 'My Profile', ...desktop })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'My Orders', ...desktop })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'My Tiffins', ...desktop })).not.toBeInTheDocument();
});

test('staff (issue 41) see Operations beside their basket; nobody else does', () => {
  const { unmount } = renderWith(<TopBar />, { who: 'staff' });
  expect(linkNames()).toEqual(['Kitchens', 'Delivery Areas', 'Who We Are', 'Contact Us', 'My Basket', 'Operations']);
  expect(within(mainNav()).getByRole('link', { name: 'Operations', ...desktop })).toHaveAttribute('href', '/ops');
  unmount();
  for (const who of ['anonymous', 'loading', 'customer', 'provider'] as const) {
    const other = renderWith(<TopBar />, { who });
    expect(within(mainNav()).queryByRole('link', { name: 'Operations', ...desktop })).not.toBeInTheDocument();
    other.unmount();
  }
});

test('Logout signs out and returns to /', async () => {
  const { auth } = renderWith(
    <>
      <TopBar />
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/profile" element={<p>profile page</p>} />
      </Routes>
    </>,
    { who: 'customer', path: '/profile' },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Asha account menu', ...desktop }));
  await userEvent.click(screen.getByRole('button', { name: 'Logout', ...desktop }));
  expect(auth.signOut).toHaveBeenCalled();
  expect(await screen.findByText('home page')).toBeInTheDocument();
});

test('the mobile menu mirrors the links, closes on link click, on resize and on Escape', async () => {
  renderWith(<TopBar />, { who: 'customer' });
  const user = userEvent.setup();
  const burger = screen.getByRole('button', { name: 'Open menu' });
  await user.click(burger);
  const menu = screen.getByRole('navigation', { name: 'Mobile' });
  expect(within(menu).getAllByRole('link').map((l) => l.textContent)).toEqual([
    'Kitchens', 'Delivery Areas', 'Who We Are', 'Contact Us', 'My Basket', 'My Profile', 'My Orders', 'My Tiffins',
  ]);
  expect(within(menu).getByRole('link', { name: 'Kitchens' })).toHaveFocus();
  await user.click(within(menu).getByRole('link', { name: 'Who We Are' }));
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  window.dispatchEvent(new Event('resize'));
  expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
});

test('Tab stays inside the open mobile menu', async () => {
  renderWith(<TopBar />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = screen.getByRole('navigation', { name: 'Mobile' });
  const first = within(menu).getAllByRole('link')[0];
  // the menu ends with the language switch (issue 44)
  const last = within(menu).getByRole('button', { name: 'हिन्दी' });
  last.focus();
  await user.tab();
  expect(first).toHaveFocus();
  await user.tab({ shift: true });
  expect(last).toHaveFocus();
});

test('on a phone the basket and its count sit in the top bar, outside the menu', () => {
  renderWith(<TopBar />, {
    who: 'customer',
    cart: [
      { id: 'a', price: 100, quantity: 2 },
      { id: 'b', price: 50, quantity: 1 },
    ],
  });
  // not inside the Main navigation (hidden on phones) nor the closed menu: a link of the bar itself
  const basket = screen.getByRole('link', { name: 'Basket, 3 items' });
  expect(basket).toHaveAttribute('href', '/cart');
  expect(basket.closest('nav')).toBeNull();
  expect(basket).toHaveTextContent('3');
});

test('the phone basket says empty at 0; signed out and kitchens have none', () => {
  const { unmount } = renderWith(<TopBar />, { who: 'customer' });
  expect(screen.getByRole('link', { name: 'Basket, empty' })).toHaveAttribute('href', '/cart');
  unmount();
  const kitchen = renderWith(<TopBar />, { who: 'provider' });
  expect(screen.queryByTestId('phone-basket')).not.toBeInTheDocument();
  kitchen.unmount();
  renderWith(<TopBar />);
  expect(screen.queryByTestId('phone-basket')).not.toBeInTheDocument();
});

// issue 44: the switch in the bar moves the bar itself (and every remote) to the chosen language, and <html lang> with it
test('choosing मराठी in the top bar names the links in Marathi and sets <html lang="mr-IN">', async () => {
  const user = userEvent.setup();
  renderWith(<TopBar />, {
    who: 'staff',
    cart: [{ id: 'a', price: 100, quantity: 2 }],
  });
  const languages = screen.getByRole('group', { name: 'Language', ...desktop });
  await user.click(within(languages).getByRole('button', { name: 'मराठी', ...desktop }));
  expect(await screen.findByRole('group', { name: 'भाषा', ...desktop })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('mr-IN');
  const nav = screen.getAllByRole('navigation', desktop).find((n) => n.getAttribute('aria-label') === 'मुख्य');
  expect(within(nav!).getAllByRole('link', desktop).map((l) => l.firstChild?.textContent)).toEqual([
    'किचन', 'डिलिव्हरीचे परिसर', 'आमच्याविषयी', 'संपर्क करा', 'माझी बास्केट', 'ऑपरेशन्स',
  ]);
  expect(screen.getByLabelText('बास्केटमध्ये 2 पदार्थ')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'बास्केट, 2 पदार्थ' })).toHaveAttribute('href', '/cart');
  expect(screen.getByRole('button', { name: 'मेनू उघडा' })).toBeInTheDocument();
  await user.click(within(languages).getByRole('button', { name: 'English', ...desktop }));
  expect(await screen.findByRole('group', { name: 'Language', ...desktop })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en-IN');
  expect(within(mainNav()).getByRole('link', { name: 'Kitchens', ...desktop })).toBeInTheDocument();
});
