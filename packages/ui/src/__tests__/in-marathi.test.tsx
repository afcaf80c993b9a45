// issue 44: the shared components speak the reader's language (their texts are @thali/ui's catalogues).
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { nextSlots, slotMessage } from '@thali/firebase-data/logic';
import { DietMark, setLocale, Spinner, ThemeProvider } from '..';
import { AddressFields } from '../address-fields';
import { PasswordInput, useForm } from '../form';
import { QuantityStepper } from '../components/quantity-stepper';
import { useDataMessage } from '../data-message/use-data-message';
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

/** Epoch ms of a wall-clock time in Asia/Kolkata (26 November 2026 is a Thursday). */
const ist = (date: string, time = '00:00') => Date.parse(`${date}T${time}:00+05:30`);
const lunch = { open: 660, close: 900 } as const;
const lunchWeek = { d0: lunch, d1: lunch, d2: lunch, d3: lunch, d4: lunch, d5: lunch, d6: lunch };

test('in Marathi: the delivery slots say their day, times and part of the day in Marathi', async () => {
  const user = userEvent.setup();
  const now = ist('2026-11-26', '11:05');
  const picked: number[] = [];
  render(
    <ThemeProvider>
      <SlotPicker slots={nextSlots({ hours: lunchWeek }, now)} value={null} onChange={(slot) => picked.push(slot.start)} />
    </ThemeProvider>,
  );
  const picker = screen.getByRole('combobox', { name: 'डिलिव्हरीची वेळ' });
  const options = within(picker).getAllByRole('option').map((o) => o.textContent);
  expect(options.slice(0, 3)).toEqual(['डिलिव्हरीची वेळ निवडा', 'लवकरात लवकर', 'आज, दुपारी 12:00–12:30']);
  expect(within(within(picker).getByRole('group', { name: 'उद्या' })).getAllByRole('option').map((o) => o.textContent).slice(0, 3)).toEqual([
    'उद्या, सकाळी 11:00–11:30', 'उद्या, सकाळी 11:30–12:00', 'उद्या, दुपारी 12:00–12:30',
  ]);
  await user.selectOptions(picker, 'उद्या, सकाळी 11:30–12:00');
  expect(picked).toEqual([ist('2026-11-27', '11:30')]);
});

/** An order's slot as the order pages show it (slotMessage of what the order stored). */
function StoredSlot({ start, asap, now }: { start: number; asap?: boolean; now: number }) {
  const dataText = useDataMessage();
  return <p>{dataText(slotMessage(start, now, asap))}</p>;
}

test('in Marathi and Hindi: a stored order\'s slot, further away or placed for as soon as possible', async () => {
  const now = ist('2026-11-26', '09:00');
  const { rerender } = render(<StoredSlot start={ist('2026-11-28', '19:30')} now={now} />);
  expect(screen.getByText('शनि 28 नोव्हें, संध्याकाळी 7:30–8:00')).toBeInTheDocument();
  rerender(<StoredSlot start={ist('2026-11-26', '08:10')} asap now={now} />);
  expect(screen.getByText('लवकरात लवकर (सकाळी 8:10 वाजता ऑर्डर केली)')).toBeInTheDocument();
  rerender(<StoredSlot start={ist('2026-11-26', '23:30')} now={now} />);
  expect(screen.getByText('आज, रात्री 11:30–12:00')).toBeInTheDocument();
  await act(() => setLocale('hi'));
  expect(screen.getByText('आज, रात 11:30–12:00')).toBeInTheDocument();
  rerender(<StoredSlot start={ist('2026-11-25', '20:05')} asap now={now} />);
  expect(screen.getByText('जल्द से जल्द (बुध 25 नव॰, रात 8:05 बजे ऑर्डर किया)')).toBeInTheDocument();
});
