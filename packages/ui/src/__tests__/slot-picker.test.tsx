import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '..';
import { SlotPicker, type SlotChoice, type SlotOption } from '../slot-picker';

const H = 3600000;
const slots: SlotOption[] = [
  { start: 1000, asap: true, day: 'today', label: 'As soon as possible' },
  { start: 10 * H, asap: false, day: 'today', label: 'Today, 12:30–1:00 pm' },
  { start: 10.5 * H, asap: false, day: 'today', label: 'Today, 1:00–1:30 pm' },
  { start: 30 * H, asap: false, day: 'tomorrow', label: 'Tomorrow, 11:00–11:30 am' },
];

function Harness({ options = slots, initial = null, onPick }: { options?: SlotOption[]; initial?: SlotChoice | null; onPick?: (s: SlotChoice) => void }) {
  const [value, setValue] = useState<SlotChoice | null>(initial);
  return (
    <ThemeProvider>
      <SlotPicker slots={options} value={value} onChange={(s) => { setValue(s); onPick?.(s); }} error={value ? undefined : 'Choose a delivery time.'} />
      <output>{value ? `${value.asap ? 'asap' : 'slot'} ${value.start}` : 'none'}</output>
    </ThemeProvider>
  );
}

test('a labelled select: "As soon as possible" first, then the slots grouped Today and Tomorrow', () => {
  render(<Harness />);
  const picker = screen.getByRole('combobox', { name: 'Delivery time' });
  expect(picker).toHaveValue('');
  expect(picker).toHaveAccessibleDescription('Choose a delivery time.');
  expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Choose a delivery time', 'As soon as possible', 'Today, 12:30–1:00 pm', 'Today, 1:00–1:30 pm', 'Tomorrow, 11:00–11:30 am',
  ]);
  expect(within(picker).getByRole('group', { name: 'Today' })).toBeInTheDocument();
  expect(within(within(picker).getByRole('group', { name: 'Tomorrow' })).getByRole('option')).toHaveTextContent('Tomorrow, 11:00–11:30 am');
});

test('choosing a slot gives its start, or "as soon as possible"', async () => {
  const user = userEvent.setup();
  const picks: SlotChoice[] = [];
  render(<Harness onPick={(s) => picks.push(s)} />);
  const picker = screen.getByRole('combobox', { name: 'Delivery time' });
  await user.selectOptions(picker, 'Tomorrow, 11:00–11:30 am');
  expect(screen.getByText(`slot ${30 * H}`)).toBeInTheDocument();
  expect(picks.at(-1)).toEqual({ start: 30 * H, asap: false });
  expect(picker).not.toHaveAttribute('aria-invalid');
  await user.selectOptions(picker, 'As soon as possible');
  expect(picks.at(-1)).toEqual({ start: 1000, asap: true });
  expect(picker).toHaveDisplayValue('As soon as possible');
});

// a native select: the browser gives it the arrow keys and type-ahead (jsdom does not, so the choice is made with
// selectOptions once the picker has the focus)
test('keyboard: the picker is reached with Tab and shows the chosen slot', async () => {
  const user = userEvent.setup();
  render(<Harness initial={{ start: 10 * H, asap: false }} />);
  await user.tab();
  const picker = screen.getByRole('combobox', { name: 'Delivery time' });
  expect(picker).toHaveFocus();
  expect(picker).toHaveDisplayValue('Today, 12:30–1:00 pm');
  await user.selectOptions(picker, 'Today, 1:00–1:30 pm');
  expect(picker).toHaveFocus();
  expect(screen.getByText(`slot ${10.5 * H}`)).toBeInTheDocument();
});

test('a slot no longer offered shows "Choose a delivery time"; no slots: the picker says so and is disabled', () => {
  const { unmount } = render(<Harness initial={{ start: 9 * H, asap: false }} />);
  expect(screen.getByRole('combobox', { name: 'Delivery time' })).toHaveValue('');
  unmount();
  render(<Harness options={[]} />);
  const picker = screen.getByRole('combobox', { name: 'Delivery time' });
  expect(picker).toBeDisabled();
  expect(picker).toHaveAccessibleDescription(/no delivery times left today or tomorrow/);
});
