import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, ToastProvider, useToast, Badge, Button } from '..';
import { Input } from '../form';

test('Input ties its label, hint and error to the field', () => {
  render(
    <ThemeProvider>
      <Input label="Email" hint="We never share it" error="Email is required" />
    </ThemeProvider>,
  );
  const field = screen.getByLabelText('Email');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('We never share it Email is required');
});

function ShowToast() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.show('Added to cart!')}>Add</Button>
      <Button onClick={() => toast.show('Saved')}>Save</Button>
    </>
  );
}

/** ShowToast (with `beside` next to it) in the theme and a toast provider, on fake timers: the user to click with. */
function renderToasts(beside?: ReactNode) {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ThemeProvider>
      <ToastProvider>
        <ShowToast />
        {beside}
      </ToastProvider>
    </ThemeProvider>,
  );
  return user;
}

test('a toast is announced and disappears after 3 seconds', async () => {
  const user = renderToasts(<Badge $tone="warning">pending</Badge>);
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByRole('status')).toHaveTextContent('Added to cart!');
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.getByRole('status')).not.toHaveTextContent('Added to cart!');
  jest.useRealTimers();
});

test('toasts come one at a time: a new one replaces the one showing and keeps its own full duration', async () => {
  const user = renderToasts();
  await user.click(screen.getByRole('button', { name: 'Add' }));
  act(() => jest.advanceTimersByTime(2000));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('status')).toHaveTextContent(/^Saved$/);
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.getByRole('status')).toHaveTextContent(/^Saved$/);
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  jest.useRealTimers();
});
