import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendContactMessage } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { setLocale } from '@thali/ui';
import { expectPageTitle, renderPage } from '../../../../testing/render-page';
import { ContactPage } from '../contact-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);
beforeEach(() => fakeData.reset());

const SUCCESS = 'Thank you for your message! We will get back to you soon.';

function setup() {
  const user = userEvent.setup();
  renderPage(<ContactPage />, '/contact');
  const fields = {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    subject: screen.getByRole('textbox', { name: 'Subject' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
  };
  const send = () => user.click(screen.getByRole('button', { name: 'Send message' }));
  /** Types each value given into its field, in the form's order. */
  const fill = async (values: Partial<Record<keyof typeof fields, string>>) => {
    for (const key of ['name', 'email', 'subject', 'message'] as const) if (values[key] !== undefined) await user.type(fields[key], values[key]);
  };
  return { user, fields, send, fill, status: () => screen.getByRole('status', { name: 'Contact form status' }) };
}

test('renders its headings, contact details, hours and three FAQ entries, and sets the title', () => {
  renderPage(<ContactPage />, '/contact');
  expectPageTitle('Contact Us', [
    'Write to us',
    'Contact details',
    'Common questions',
  ]);
  expect(screen.getByRole('link', { name: 'hello@thali.in' })).toHaveAttribute('href', 'mailto:hello@thali.in');
  expect(screen.getByRole('link', { name: '+91 712 255 0199' })).toHaveAttribute('href', 'tel:+917122550199');
  expect(screen.getByText('Mon-Sun 9:00 AM - 10:00 PM')).toBeInTheDocument();
  const faq = screen.getByRole('region', { name: 'Common questions' });
  expect(within(faq).getAllByRole('group')).toHaveLength(3);
});

test('submitting empty shows every message next to its field and focuses the first', async () => {
  const { fields, send, status } = setup();
  await send();
  expect(fields.name).toHaveAttribute('aria-invalid', 'true');
  expect(fields.name).toHaveAccessibleDescription('Name is required');
  expect(fields.email).toHaveAccessibleDescription('Email is required');
  expect(fields.subject).toHaveAccessibleDescription('Subject is required');
  expect(fields.message).toHaveAccessibleDescription('Message is required');
  expect(fields.name).toHaveFocus();
  expect(status()).not.toHaveTextContent(SUCCESS);
});

test('a malformed e-mail is flagged and focused; fixing it clears the message as you type', async () => {
  const { user, fields, send, fill } = setup();
  await fill({ name: 'Asha', email: 'asha@example', subject: 'Tiffin plan', message: 'Do you deliver on Sundays?' });
  await send();
  expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address');
  expect(fields.email).toHaveFocus();
  expect(fields.name).not.toHaveAttribute('aria-invalid');
  await user.type(fields.email, '.in');
  expect(fields.email).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
});

test('a valid message is stored; only then does the form clear and the thanks is announced', async () => {
  const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
  try {
    const { fields, send, status, fill } = setup();
    await fill({ name: 'Asha Deshmukh', email: 'asha@example.in', subject: 'Tiffin plan', message: 'Do you deliver on Sundays?' });
    await send();
    expect(await within(status()).findByText(SUCCESS)).toBeInTheDocument();
    expect(fakeData.table('contactMessages')).toEqual([
      { id: expect.any(String), name: 'Asha Deshmukh', email: 'asha@example.in', subject: 'Tiffin plan', message: 'Do you deliver on Sundays?', createdAt: expect.any(Number) },
    ]);
    Object.values(fields).forEach((f) => {
      expect(f).toHaveValue('');
      expect(f).not.toHaveAttribute('aria-invalid');
    });
    expect(alertSpy).not.toHaveBeenCalled();
  } finally {
    alertSpy.mockRestore();
  }
});

test('while the message is on its way there is no thanks yet; a failure says so plainly and keeps the text', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  let refuse: (error: Error) => void = () => {};
  jest.mocked(sendContactMessage).mockImplementationOnce(() => new Promise((_resolve, reject) => { refuse = reject; }));
  const { fields, send, status, fill } = setup();
  await fill({ name: 'Asha', email: 'asha@example.in', subject: 'Hi', message: 'Hello from Dharampeth' });
  await send();
  expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  expect(status()).toBeEmptyDOMElement();
  const error = new Error('PERMISSION_DENIED: Permission denied');
  refuse(error);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your message could not be sent. Please check your connection and try again; what you wrote is still here.');
  expect(alert).not.toHaveTextContent('PERMISSION_DENIED');
  expect(logged).toHaveBeenCalledWith('Contact message not sent', error);
  expect(fields.message).toHaveValue('Hello from Dharampeth');
  expect(fields.name).toHaveValue('Asha');
  expect(status()).not.toHaveTextContent(SUCCESS);
  expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  logged.mockRestore();
});

test('when today’s budget of messages is used up, one plain sentence says so and the text stays', async () => {
  const { user, fields, send, status, fill } = setup();
  await fill({ name: 'Asha', email: 'asha@example.in', subject: 'Hi' });
  // the signed-out visitors' 100 of today are all sent (the fake keeps the budget as the database does)
  for (let i = 0; i < 100; i++) await sendContactMessage({ name: 'Visitor', email: 'v@example.in', message: `Message ${i}` });
  await user.type(fields.message, 'Hello from Dharampeth');
  await send();
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages today. Please try again tomorrow or write to hello@thali.in.');
  expect(fields.message).toHaveValue('Hello from Dharampeth');
  expect(fields.name).toHaveValue('Asha');
  expect(status()).not.toHaveTextContent(SUCCESS);
});

test('a failed attempt after a success removes the old thanks', async () => {
  const { fields, send, status, fill } = setup();
  await fill({ name: 'Asha', email: 'asha@example.in', subject: 'Hi', message: 'Hello' });
  await send();
  expect(await within(status()).findByText(SUCCESS)).toBeInTheDocument();
  await send();
  expect(status()).toBeEmptyDOMElement();
  expect(fields.name).toHaveAccessibleDescription('Name is required');
});

describe('in Marathi', () => {
  afterEach(() => act(() => setLocale('en')));

  test('the page, its fields and their messages read in Marathi; the thanks follows a switch to Hindi', async () => {
    await act(() => setLocale('mr'));
    const user = userEvent.setup();
    renderPage(<ContactPage />, '/contact');
    expectPageTitle('संपर्क करा', ['आम्हाला लिहा', 'संपर्क तपशील', 'नेहमीचे प्रश्न']);
    expect(screen.getByText('सोम–रवि, सकाळी 9:00 ते रात्री 10:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ पान' })).toHaveAttribute('href', '/faq');
    await user.click(screen.getByRole('button', { name: 'संदेश पाठवा' }));
    const name = screen.getByRole('textbox', { name: 'नाव' });
    expect(name).toHaveAccessibleDescription('नाव आवश्यक आहे');
    expect(name).toHaveFocus();
    await user.type(name, 'आशा देशमुख');
    await user.type(screen.getByRole('textbox', { name: 'ईमेल' }), 'asha@example.in');
    await user.type(screen.getByRole('textbox', { name: 'विषय' }), 'टिफिन प्लॅन');
    await user.type(screen.getByRole('textbox', { name: 'संदेश' }), 'रविवारी डिलिव्हरी करता का?');
    await user.click(screen.getByRole('button', { name: 'संदेश पाठवा' }));
    const status = screen.getByRole('status', { name: 'संपर्क फॉर्मची स्थिती' });
    expect(await within(status).findByText('तुमच्या संदेशाबद्दल धन्यवाद! आम्ही लवकरच तुम्हाला उत्तर देऊ.')).toBeInTheDocument();
    // what the sender typed in Devanagari is stored as typed
    expect(fakeData.table('contactMessages')).toEqual([expect.objectContaining({ name: 'आशा देशमुख', subject: 'टिफिन प्लॅन' })]);
    await act(() => setLocale('hi'));
    expect(status).toHaveTextContent('आपके संदेश के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।');
  });

  test('messages on show are worded again when the reader switches language', async () => {
    const { fields, send } = setup();
    await send();
    expect(fields.email).toHaveAccessibleDescription('Email is required');
    await act(() => setLocale('mr'));
    expect(fields.email).toHaveAccessibleDescription('ईमेल आवश्यक आहे');
    expect(fields.name).toHaveAccessibleDescription('नाव आवश्यक आहे');
  });
});
