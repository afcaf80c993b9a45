import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Alert, Lead, ThemeProvider } from '..';
import { QuantityStepper } from '../components/quantity-stepper';
import { PasswordInput, Select, TextArea } from '../form';

test('TextArea and Select tie their label, hint and error to the control', () => {
  render(
    <ThemeProvider>
      <TextArea label="Message" hint="A few words" error="Message is required" />
      <Select label="Category" error="Please select a category">
        <option value="">Pick one</option>
      </Select>
    </ThemeProvider>,
  );
  const message = screen.getByRole('textbox', { name: 'Message' });
  expect(message).toHaveAttribute('aria-invalid', 'true');
  expect(message).toHaveAccessibleDescription('A few words Message is required');
  const category = screen.getByRole('combobox', { name: 'Category' });
  expect(category).toHaveAccessibleDescription('Please select a category');
});

test('a valid control has no aria-invalid and no description', () => {
  render(
    <ThemeProvider>
      <TextArea label="Message" />
    </ThemeProvider>,
  );
  const message = screen.getByRole('textbox', { name: 'Message' });
  expect(message).not.toHaveAttribute('aria-invalid');
  expect(message).not.toHaveAttribute('aria-describedby');
});

test('PasswordInput shows and hides the password; the toggle is not the field', async () => {
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <PasswordInput label="Confirm Password" error="Passwords do not match" />
    </ThemeProvider>,
  );
  const field = screen.getByLabelText('Confirm Password');
  expect(field).toHaveAttribute('type', 'password');
  expect(field).toHaveAccessibleDescription('Passwords do not match');
  await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
  expect(field).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide confirm password' }));
  expect(field).toHaveAttribute('type', 'password');
});

test('Alert: errors are alerts, confirmations and progress are status messages', () => {
  render(
    <ThemeProvider>
      <Alert>Failed</Alert>
      <Alert tone="success">Saved</Alert>
      <Alert tone="info">Retrying</Alert>
      <div role="log">
        <Alert tone="success" inLiveRegion>
          Sent
        </Alert>
      </div>
      <Lead>Intro</Lead>
    </ThemeProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Failed');
  expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Saved', 'Retrying']);
  expect(screen.getByText('Sent')).not.toHaveAttribute('role');
});

function Stepper({ start }: { start: number }) {
  const [value, setValue] = useState(start);
  return <QuantityStepper itemName="Poha" value={value} onChange={setValue} max={3} />;
}

test('QuantityStepper stays within its bounds', async () => {
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <Stepper start={1} />
    </ThemeProvider>,
  );
  expect(screen.getByRole('group', { name: 'Quantity of Poha' })).toHaveTextContent('1');
  const minus = screen.getByRole('button', { name: 'Decrease quantity of Poha' });
  const plus = screen.getByRole('button', { name: 'Increase quantity of Poha' });
  expect(minus).toBeDisabled();
  await user.click(plus);
  await user.click(plus);
  expect(screen.getByRole('group')).toHaveTextContent('3');
  expect(plus).toBeDisabled();
  expect(minus).toBeEnabled();
});
