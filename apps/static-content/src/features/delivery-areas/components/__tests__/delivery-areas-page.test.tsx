import { act, screen, within } from '@testing-library/react';
import { setLocale } from '@thali/ui';
import userEvent from '@testing-library/user-event';
import { expectPageTitle, renderPage } from '../../../../testing/render-page';
import { DeliveryAreasPage } from '../delivery-areas-page';

function setup() {
  const user = userEvent.setup();
  renderPage(<DeliveryAreasPage />, '/delivery-areas');
  const input = screen.getByRole('textbox', { name: 'PIN code' });
  async function check(text: string) {
    await user.clear(input);
    if (text) await user.type(input, text);
    await user.click(screen.getByRole('button', { name: 'Check' }));
  }
  return { user, input, check, status: () => screen.getByRole('status', { name: 'Delivery check result' }) };
}

test('renders one h1, the areas as h3 cards with their PIN codes, and sets the title', () => {
  renderPage(<DeliveryAreasPage />, '/delivery-areas');
  expectPageTitle('Delivery Areas');
  const areas = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(areas).toEqual(['Hingna', 'Jaitala', 'Trimurti Nagar', 'Dharampeth', 'Sitabuldi', 'Manish Nagar']);
  const hingna = screen.getByRole('heading', { level: 3, name: 'Hingna' }).parentElement as HTMLElement;
  expect(within(hingna).getByText('440016')).toBeInTheDocument();
  expect(within(hingna).getByText('440036')).toBeInTheDocument();
});

test('the status region starts empty and announces a served PIN', async () => {
  const { input, check, status } = setup();
  expect(status()).toBeEmptyDOMElement();
  await check('440036');
  expect(status()).toHaveTextContent('We deliver to 440036: Hingna, Jaitala.');
  expect(input).not.toHaveAttribute('aria-invalid');
});

test('pressing Enter in the field checks too', async () => {
  const { user, input, status } = setup();
  await user.type(input, '440022{Enter}');
  expect(status()).toHaveTextContent('We deliver to 440022: Trimurti Nagar.');
});

test('a valid PIN outside our areas says we do not deliver there', async () => {
  const { check, status } = setup();
  await check('440001');
  expect(status()).toHaveTextContent("Sorry, we don't deliver to 440001 yet.");
});

test.each([
  ['', 'Please enter your 6-digit PIN code.'],
  ['abc', 'A PIN code contains digits only, for example 440010.'],
  ['4400', 'A PIN code has exactly 6 digits, for example 440010.'],
  ['012345', 'Indian PIN codes do not start with 0. Please check the number.'],
])('%j shows a validation message tied to the field', async (text, message) => {
  const { input, check, status } = setup();
  await check(text);
  expect(status()).toHaveTextContent(message);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(`Six digits, for example 440010. ${message}`);
  expect(input).toHaveFocus();
});

test('fixing the PIN replaces the error with the answer', async () => {
  const { input, check, status } = setup();
  await check('44');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  await check('440010');
  expect(status()).toHaveTextContent('We deliver to 440010: Dharampeth.');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).toHaveAccessibleDescription('Six digits, for example 440010.');
});

describe('in Marathi and Hindi', () => {
  afterEach(() => act(() => setLocale('en')));

  test('the page, the check and its answer read in Marathi; area names stay as written', async () => {
    await act(() => setLocale('mr'));
    const user = userEvent.setup();
    renderPage(<DeliveryAreasPage />, '/delivery-areas');
    expectPageTitle('डिलिव्हरीचे परिसर');
    expect(screen.getByRole('heading', { level: 2, name: 'तुमच्यापर्यंत डिलिव्हरी होते का?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Dharampeth' }).parentElement).toHaveTextContent(/गोकुळपेठ बाजार/);
    const input = screen.getByRole('textbox', { name: 'पिन कोड' });
    const status = screen.getByRole('status', { name: 'डिलिव्हरी तपासणीचा निकाल' });
    await user.type(input, '440036{Enter}');
    expect(status).toHaveTextContent('440036 येथे आम्ही डिलिव्हरी करतो: Hingna, Jaitala.');
    await user.clear(input);
    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: 'तपासा' }));
    expect(input).toHaveAccessibleDescription('सहा अंक, उदा. 440010. पिन कोडमध्ये बरोबर 6 अंक असतात, उदा. 440010.');
  });

  test('switching language words the answer on screen again', async () => {
    const { check, status } = setup();
    await check('440022');
    const region = status();
    expect(region).toHaveTextContent('We deliver to 440022: Trimurti Nagar.');
    await act(() => setLocale('hi'));
    expect(region).toHaveTextContent('हम 440022 पर डिलीवरी करते हैं: Trimurti Nagar।');
    expect(screen.getByRole('button', { name: 'जाँचें' })).toBeInTheDocument();
  });
});
