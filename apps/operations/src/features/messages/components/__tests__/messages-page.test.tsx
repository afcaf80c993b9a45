import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeData } from '@thali/firebase-data/fake';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { setLocale } from '@thali/ui';
import { MESSAGES, STAFF_UID, renderPage, resetData } from '../../../../testing/render-page';
import { MessagesPage } from '../messages-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

beforeEach(resetData);

test('the inbox lists every message newest first with the unread count, and is axe-clean', async () => {
  fakeData.seed({ contactMessages: MESSAGES });
  renderPage(<MessagesPage />, { path: '/ops/messages' });
  expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  expect(document.title).toBe('Messages · Thali');
  expect(await screen.findByText('2 unread messages.')).toBeInTheDocument();
  const items = within(screen.getByRole('list', { name: 'Messages, newest first' })).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['No subject', 'Late delivery', 'Thanks']);
  // times in Asia/Kolkata
  expect(items[0]).toHaveTextContent('From Riya Deshmukh (riya@example.in)');
  expect(items[0]).toHaveTextContent(/1:00\s?pm/i);
  expect(items[2]).toHaveTextContent(/Handled by you/);
  expect(within(items[2]!).queryByRole('button', { name: /Mark handled/ })).not.toBeInTheDocument();
  await expectNoAxeViolations();
});

test('Reply by e-mail opens a mail to the sender about its subject', async () => {
  fakeData.seed({ contactMessages: MESSAGES });
  renderPage(<MessagesPage />, { path: '/ops/messages' });
  const reply = await screen.findByRole('link', { name: 'Reply by e-mail to Amit Kale' });
  expect(reply).toHaveAttribute('href', 'mailto:amit@example.in?subject=Re%3A%20Late%20delivery');
  expect(screen.getByRole('link', { name: 'Reply by e-mail to Riya Deshmukh' })).toHaveAttribute('href', 'mailto:riya@example.in?subject=Re%3A%20Your%20message%20to%20Thali');
});

test('Mark handled writes it with the staff member and the unread count goes down, live', async () => {
  fakeData.seed({ contactMessages: MESSAGES });
  renderPage(<MessagesPage />, { path: '/ops/messages' });
  await screen.findByText('2 unread messages.');
  await userEvent.click(await screen.findByRole('button', { name: 'Mark handled (Late delivery)' }));
  expect(fakeData.module.markMessageHandled).toHaveBeenCalledWith(STAFF_UID, 'm1');
  expect(await screen.findByText('1 unread message.')).toBeInTheDocument();
  const amit = screen.getByRole('listitem', { name: 'Late delivery' });
  expect(amit).toHaveTextContent(/Handled by you/);
  expect(within(amit).queryByRole('button', { name: /Mark handled/ })).not.toBeInTheDocument();
  expect(fakeData.table('audit')).toEqual([expect.objectContaining({ by: STAFF_UID, action: 'handle', target: 'contactMessages/m1' })]);
});

test('a refused write says so in a sentence and keeps the message unread', async () => {
  fakeData.seed({ contactMessages: MESSAGES });
  fakeData.module.markMessageHandled.mockRejectedValueOnce(new Error('PERMISSION_DENIED: Permission denied'));
  renderPage(<MessagesPage />, { path: '/ops/messages' });
  await userEvent.click(await screen.findByRole('button', { name: 'Mark handled (Late delivery)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The message could not be marked handled. Please try again.');
  expect(screen.getByText('2 unread messages.')).toBeInTheDocument();
});

test('an empty inbox says where messages come from', async () => {
  fakeData.seed({ contactMessages: [] });
  renderPage(<MessagesPage />, { path: '/ops/messages' });
  expect(await screen.findByText('No messages yet. Messages sent with the Contact Us form arrive here.')).toBeInTheDocument();
  expect(screen.getByText('No unread messages.')).toBeInTheDocument();
});

describe('in Marathi (issue 44)', () => {
  beforeEach(async () => {
    await act(() => setLocale('mr'));
  });
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  test('the inbox, its unread count (a plural) and each message\'s actions read in Marathi; what senders wrote stays theirs', async () => {
    fakeData.seed({ contactMessages: MESSAGES });
    renderPage(<MessagesPage />, { path: '/ops/messages' });
    expect(screen.getByRole('heading', { level: 1, name: 'संदेश' })).toBeInTheDocument();
    expect(await screen.findByText('2 न वाचलेले संदेश.')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'संदेश, नवीन आधी' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['विषय नाही', 'Late delivery', 'Thanks']);
    expect(items[0]).toHaveTextContent('Riya Deshmukh (riya@example.in) यांच्याकडून');
    expect(items[2]).toHaveTextContent('हाताळला तुमच्याकडून');
    expect(screen.getByRole('link', { name: 'ईमेलने उत्तर द्या (Riya Deshmukh यांना)' }))
      .toHaveAttribute('href', `mailto:riya@example.in?subject=${encodeURIComponent('Re: Thali ला पाठवलेला तुमचा संदेश')}`);
    await userEvent.click(screen.getByRole('button', { name: 'हाताळला म्हणून खूण करा (Late delivery)' }));
    expect(await screen.findByText('1 न वाचलेला संदेश.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
