import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ThemeProvider } from '..';
import {
  Input, email, isEmail, minLength, required, sameAs, useForm, validateFields, type AfterEdit, type FieldRules,
} from '../form';

interface Values {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

const EMPTY: Values = { name: '', email: '', password: '', confirm: '' };

const RULES: FieldRules<Values> = {
  name: [required('Name is required')],
  email: [required('Email is required'), email('Please enter a valid email address')],
  password: [minLength(6, 'Too short')],
  confirm: [sameAs<Values>('password', 'Passwords do not match')],
};

test('isEmail: something@something.tld, spaces around ignored', () => {
  expect(isEmail(' asha@example.in ')).toBe(true);
  for (const bad of ['asha', 'asha@', '@example.in', 'asha@example', 'asha @example.in']) expect(isEmail(bad)).toBe(false);
});

test('checks run in the order given and the first message of each field wins; keys follow the form', () => {
  const errors = validateFields({ ...EMPTY, confirm: 'x' }, RULES, ['name', 'email', 'password', 'confirm']);
  expect(errors).toEqual({ name: 'Name is required', email: 'Email is required', password: 'Too short', confirm: 'Passwords do not match' });
  expect(Object.keys(errors)).toEqual(['name', 'email', 'password', 'confirm']);
  expect(validateFields({ ...EMPTY, email: 'asha' }, RULES, ['email'])).toEqual({ email: 'Please enter a valid email address' });
});

function Form({ afterEdit, onSubmit }: { afterEdit?: AfterEdit; onSubmit: (v: Values) => Promise<void> | void }) {
  const form = useForm<Values>({ initialValues: EMPTY, validate: RULES, afterEdit, onSubmit: (v) => onSubmit(v) });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <Input label="Name" {...form.field('name')} />
      <Input label="Email" {...form.field('email')} />
      <Input label="Password" {...form.field('password')} />
      <Input label="Confirm" {...form.field('confirm')} />
      {form.formError ? <p>{form.formError}</p> : null}
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}

const renderForm = (props: Parameters<typeof Form>[0]) =>
  render(
    <ThemeProvider>
      <Form {...props} />
    </ThemeProvider>,
  );

test('submit: messages on every invalid field, focus on the first, nothing sent', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderForm({ onSubmit });
  await user.type(screen.getByLabelText('Name'), 'Asha');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Too short');
  expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
});

test.each<[AfterEdit | undefined, string]>([
  [undefined, 'Email is required'],
  ['clear-field', ''],
  ['recheck', 'Please enter a valid email address'],
])('after an edit (%s) the message reads %j', async (afterEdit, shown) => {
  const user = userEvent.setup();
  renderForm({ afterEdit, onSubmit: jest.fn() });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.type(screen.getByLabelText('Email'), 'asha');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(shown);
});

test('valid values are submitted; the form is busy until the handler settles', async () => {
  const user = userEvent.setup();
  let finish = () => {};
  const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  renderForm({ onSubmit });
  await user.type(screen.getByLabelText('Name'), 'Asha');
  await user.type(screen.getByLabelText('Email'), 'asha@thali.test');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.type(screen.getByLabelText('Confirm'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha', email: 'asha@thali.test', password: 'secret', confirm: 'secret' });
  expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  finish();
  expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
});
