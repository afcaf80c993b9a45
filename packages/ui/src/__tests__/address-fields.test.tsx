import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '..';
import { AddressFields } from '../address-fields';
import { useForm } from '../form';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';

type Place = { house: string; street: string; area: string; pin: string; landmark: string };
const EMPTY: Place = { house: '', street: '', area: '', pin: '', landmark: '' };

/** A form with the address fields and a submit that checks a 6-digit PIN code (the real checks are the data package's). */
function Harness({ onSubmit }: { onSubmit: (v: Place) => void }) {
  const form = useForm<Place>({
    initialValues: EMPTY,
    validate: (v) => ({
      ...(v.house.trim() ? {} : { house: 'Please enter the house or flat number.' }),
      ...(/^[1-9][0-9]{5}$/.test(v.pin) ? {} : { pin: 'Enter a 6-digit PIN code, such as 440010.' }),
    }),
    onSubmit,
  });
  return (
    <ThemeProvider>
      <form noValidate onSubmit={form.handleSubmit} aria-label="Address form">
        <AddressFields field={form.field} note="Saved to your profile for next time." />
        <button type="submit">Save</button>
      </form>
    </ThemeProvider>
  );
}

test('one group of labelled fields: house, street, the areas with their PIN codes, PIN code (numeric), landmark', async () => {
  render(<Harness onSubmit={() => undefined} />);
  const group = screen.getByRole('group', { name: 'Delivery address' });
  expect(within(group).getByText('Saved to your profile for next time.')).toBeInTheDocument();
  expect(within(group).getByRole('textbox', { name: 'House or flat' })).toHaveAttribute('autocomplete', 'address-line1');
  expect(within(group).getByRole('textbox', { name: 'Street' })).toHaveAttribute('autocomplete', 'address-line2');
  const pin = within(group).getByRole('textbox', { name: 'PIN code' });
  expect(pin).toHaveAttribute('inputmode', 'numeric');
  expect(pin).toHaveAttribute('autocomplete', 'postal-code');
  expect(pin).toHaveAttribute('maxlength', '6');
  expect(within(group).getByRole('textbox', { name: 'Landmark (optional)' })).not.toBeRequired();
  const area = within(group).getByRole('combobox', { name: 'Area' });
  expect(within(area).getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Choose your area', 'Hingna (440016, 440036)', 'Jaitala (440036)', 'Trimurti Nagar (440022)', 'Dharampeth (440010)', 'Sitabuldi (440012)',
    'Manish Nagar (440015)',
  ]);
  await expectNoAxeViolations();
});

test("each field's message is read with it, and the first in error takes the focus; the values are the form's", async () => {
  const user = userEvent.setup();
  const submitted: Place[] = [];
  render(<Harness onSubmit={(v) => submitted.push(v)} />);
  await user.type(screen.getByRole('textbox', { name: 'PIN code' }), '4400');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('textbox', { name: 'House or flat' })).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'House or flat' })).toHaveAccessibleDescription(expect.stringContaining('Please enter the house or flat number.'));
  expect(screen.getByRole('textbox', { name: 'PIN code' })).toHaveAccessibleDescription(expect.stringContaining('Enter a 6-digit PIN code, such as 440010.'));
  expect(submitted).toEqual([]);

  await user.type(screen.getByRole('textbox', { name: 'House or flat' }), 'Flat 4B');
  await user.type(screen.getByRole('textbox', { name: 'Street' }), 'Gokulpeth Market Road');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'Dharampeth');
  await user.type(screen.getByRole('textbox', { name: 'PIN code' }), '10');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(submitted).toEqual([{ house: 'Flat 4B', street: 'Gokulpeth Market Road', area: 'Dharampeth', pin: '440010', landmark: '' }]);
});
