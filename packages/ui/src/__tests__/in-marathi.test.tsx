// issue 44: the shared components speak the reader's language (their texts are @thali/ui's catalogues).
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DietMark, setLocale, Spinner, ThemeProvider } from '..';
import { AddressFields } from '../address-fields';
import { PasswordInput, useForm } from '../form';
import { QuantityStepper } from '../components/quantity-stepper';
import { SlotPicker, type SlotOption } from '../slot-picker';

type Place = { house: string; street: string; area: string; pin: string; landmark: string };

function Harness() {
  const form = useForm<Place>({ initialValues: { house: '', street: '', area: '', pin: '', landmark: '' }, onSubmit: () => undefined });
  const [quantity, setQuantity] = useState(1);
  const slots: SlotOption[] = [{ start: 3600000, asap: false, day: 'tomorrow', label: 'उद्या, 11:00–11:30 am' }];
  return (
    <ThemeProvider>
      <AddressFields field={form.field} />
      <PasswordInput label="पासवर्ड" />
      <QuantityStepper itemName="पोहे" value={quantity} onChange={setQuantity} max={3} />
      <SlotPicker slots={slots} value={null} onChange={() => undefined} />
      <Spinner />
      <DietMark diet="non-veg" />
    </ThemeProvider>
  );
}

beforeEach(async () => {
  await act(() => setLocale('mr'));
});
afterEach(async () => {
  await act(() => setLocale('en'));
});

test('in Marathi: the address group, the password toggle, the stepper, the delivery time, the spinner and a diet mark', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const address = screen.getByRole('group', { name: 'डिलिव्हरीचा पत्ता' });
  expect(within(address).getByRole('textbox', { name: 'घर किंवा फ्लॅट' })).toHaveAccessibleDescription('उदा.: फ्लॅट 4, साई अपार्टमेंट्स');
  expect(within(address).getByRole('combobox', { name: 'परिसर' })).toHaveDisplayValue('तुमचा परिसर निवडा');
  await user.click(screen.getByRole('button', { name: 'पासवर्ड दाखवा' }));
  expect(screen.getByRole('button', { name: 'पासवर्ड लपवा' })).toHaveTextContent('लपवा');
  await user.click(screen.getByRole('button', { name: 'पोहे ची संख्या वाढवा' }));
  expect(within(screen.getByRole('group', { name: 'पोहे ची संख्या' })).getByRole('status')).toHaveTextContent('2');
  const time = screen.getByRole('combobox', { name: 'डिलिव्हरीची वेळ' });
  expect(within(time).getByRole('group', { name: 'उद्या' })).toBeInTheDocument();
  expect(screen.getByText('लोड होत आहे…')).toBeInTheDocument();
  expect(screen.getByText('मांसाहारी')).toBeInTheDocument();
});
