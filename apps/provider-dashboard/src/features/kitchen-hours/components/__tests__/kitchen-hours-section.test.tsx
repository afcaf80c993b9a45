import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as data from '@thali/firebase-data';
import * as logic from '@thali/firebase-data/logic';
import type { Provider, WeeklyHours } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { formatLongDay, setLocale } from '@thali/ui';
import { PROVIDER_UID, renderWith, resetData, TEST_KITCHEN } from '../../../../test-utils';
import { KitchenHoursSection } from '../kitchen-hours-section';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const mocked = jest.mocked(data);
const HOUR = 3_600_000;
/** Monday 23 Nov 2026, 12:00 in Asia/Kolkata. */
const MONDAY_NOON = logic.dayOfIsoDate('2026-11-23') + 12 * HOUR;
const ELEVEN_TO_TEN: WeeklyHours = Object.fromEntries(logic.WEEKDAY_KEYS.map((k) => [k, { open: 660, close: 1320 }])) as WeeklyHours;

const kitchen = (change: Partial<Provider> = {}) => fakeData.seed({ providers: [{ ...TEST_KITCHEN, ...change }] });
const stored = () => fakeData.table('providers')!.find((p) => p.id === PROVIDER_UID)!;

async function open(now?: number) {
  renderWith(<KitchenHoursSection providerId={PROVIDER_UID} now={now} />);
  await act(async () => {}); // its listing has been read
}

beforeEach(resetData);
afterEach(async () => {
  await act(() => setLocale('en'));
});

test('a section headed "Hours and holidays" that says what customers see right now', async () => {
  kitchen({ hours: ELEVEN_TO_TEN });
  await open(MONDAY_NOON);
  expect(screen.getByRole('heading', { level: 2, name: 'Hours and holidays' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Weekly hours', 'Holidays']);
  expect(screen.getByText(/^Customers see:/)).toHaveTextContent('Customers see: Open now · closes 10:00 pm');
  expect(mocked.subscribeProvider).toHaveBeenCalledWith(expect.objectContaining({ providerId: PROVIDER_UID }));
});

test('the state line follows the hours: closed now says when it opens', async () => {
  kitchen({ hours: ELEVEN_TO_TEN });
  await open(MONDAY_NOON - 3 * HOUR);
  expect(screen.getByText(/^Customers see:/)).toHaveTextContent('Closed · opens at 11:00 am');
});

test('the listing is live: a pause from another tab shows here', async () => {
  await open(MONDAY_NOON);
  expect(screen.getByRole('switch', { name: 'Accepting orders' })).toBeChecked();
  act(() => kitchen({ accepting: false }));
  expect(screen.getByRole('switch', { name: 'Accepting orders' })).not.toBeChecked();
  expect(screen.getByText(/^Customers see:/)).toHaveTextContent('Not taking orders right now');
});

test('a listing that cannot be read says so in plain words', async () => {
  fakeData.fail('providers', new Error('Permission denied'));
  await open(MONDAY_NOON);
  expect(screen.getByRole('alert')).toHaveTextContent('Your hours and holidays could not be loaded. Please reload the page to try again.');
});

describe('Accepting orders', () => {
  test('a switch, on while accepting; switching it off pauses orders at once and says so; on again resumes', async () => {
    const user = userEvent.setup();
    await open(MONDAY_NOON);
    const toggle = screen.getByRole('switch', { name: 'Accepting orders' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/^Pause orders now: switch this off/);
    expect(screen.getByText(/^Customers see:/)).toHaveTextContent('Open now');

    await user.click(toggle);
    expect(mocked.setAcceptingOrders).toHaveBeenCalledWith(PROVIDER_UID, false);
    expect(await screen.findByText('Orders paused. No one can order until you switch Accepting orders back on.')).toHaveAttribute('role', 'status');
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Orders are paused. Switch this on to take orders again.');
    expect(screen.getByText(/^Customers see:/)).toHaveTextContent('Not taking orders right now');
    expect(stored().accepting).toBe(false);

    // the keyboard works it too
    toggle.focus();
    await user.keyboard(' ');
    expect(mocked.setAcceptingOrders).toHaveBeenLastCalledWith(PROVIDER_UID, true);
    expect(await screen.findByText('You are accepting orders again.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(stored().accepting).toBe(true);
  });

  test('a paused kitchen shows the switch off; a failure leaves it as it was and says so', async () => {
    const user = userEvent.setup();
    kitchen({ accepting: false });
    await open(MONDAY_NOON);
    const toggle = screen.getByRole('switch', { name: 'Accepting orders' });
    expect(toggle).not.toBeChecked();
    mocked.setAcceptingOrders.mockRejectedValueOnce(Object.assign(new Error('PERMISSION_DENIED'), { code: 'PERMISSION_DENIED' }));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not change this. Please try again.');
    expect(toggle).not.toBeChecked();
    consoleError.mockRestore();
  });
});

describe('Weekly hours', () => {
  const select = (day: string) => screen.getByRole('combobox', { name: day });
  const time = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const setTime = async (user: ReturnType<typeof userEvent.setup>, label: string, value: string) => {
    await user.clear(time(label));
    await user.type(time(label), value);
  };

  test('without saved hours: the suggested week, said to be unsaved; each control is named with its day', async () => {
    await open(MONDAY_NOON);
    const form = screen.getByRole('form', { name: 'Weekly hours' });
    expect(form).toHaveTextContent('You have not saved any hours: customers can order at any time.');
    expect(form).toHaveTextContent('Times are India time (Asia/Kolkata). A closing time of 00:00 (12:00 am) means midnight.');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      expect(select(day)).toHaveValue('one');
      expect(time(`${day} opens`)).toHaveAttribute('type', 'time');
      expect(time(`${day} opens`)).toHaveValue('11:00');
      expect(time(`${day} closes`)).toHaveValue('22:00');
      expect(screen.queryByLabelText(`${day} opens again`)).not.toBeInTheDocument();
    }
    expect(Array.from((select('Monday') as HTMLSelectElement).options).map((o) => o.text)).toEqual(['Closed', 'Open (one window)', 'Open (two windows)']);
    expect(screen.queryByRole('button', { name: 'Take orders at any time' })).not.toBeInTheDocument();
  });

  test('Closed, one window or two: Save stores the week (00:00 as a closing time is midnight) and says Hours saved.', async () => {
    const user = userEvent.setup();
    await open(MONDAY_NOON);
    await user.selectOptions(select('Sunday'), 'Closed');
    expect(screen.queryByLabelText('Sunday opens')).not.toBeInTheDocument();
    await user.selectOptions(select('Monday'), 'Open (two windows)');
    await setTime(user, 'Monday closes', '15:00');
    expect(time('Monday opens again')).toHaveValue('18:00');
    await setTime(user, 'Monday closes again', '00:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));

    expect(await screen.findByText('Hours saved.')).toHaveAttribute('role', 'status');
    const week = mocked.setKitchenHours.mock.calls[0]![1]!;
    expect(mocked.setKitchenHours.mock.calls[0]![0]).toBe(PROVIDER_UID);
    expect(week.d0).toEqual({ open: 660, close: 900, open2: 1080, close2: 1440 });
    expect(week.d1).toEqual({ open: 660, close: 1320 });
    expect(week.d6).toEqual({ closed: true });
    expect(stored().hours).toEqual(week);
    expect(screen.getByText(/^Customers see:/)).toHaveTextContent('Open now · closes 3:00 pm');
    expect(screen.getByRole('form', { name: 'Weekly hours' })).toHaveTextContent('Customers can order only while you are open.');
  });

  test('an impossible window is refused: its day says why, in a sentence read with its controls, and takes the focus', async () => {
    const user = userEvent.setup();
    await open(MONDAY_NOON);
    await setTime(user, 'Tuesday opens', '22:00');
    await setTime(user, 'Tuesday closes', '11:00');
    await user.selectOptions(select('Thursday'), 'Open (two windows)');
    await setTime(user, 'Thursday opens again', '20:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));

    expect(mocked.setKitchenHours).not.toHaveBeenCalled();
    expect(select('Tuesday')).toHaveFocus();
    const problem = 'The closing time must be later than the opening time.';
    for (const el of [select('Tuesday'), time('Tuesday opens'), time('Tuesday closes')]) {
      expect(el).toHaveAttribute('aria-invalid', 'true');
      expect(el).toHaveAccessibleDescription(problem);
    }
    expect(time('Thursday opens again')).toHaveAccessibleDescription('The second window must open at or after the first one closes.');
    expect(time('Monday opens')).not.toHaveAttribute('aria-invalid');

    // an edited day's message goes at once; the other stays until the next Save
    await setTime(user, 'Tuesday opens', '09:00');
    expect(screen.queryByText(problem)).not.toBeInTheDocument();
    expect(time('Thursday opens again')).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(select('Thursday'), 'Open (one window)');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Hours saved.')).toBeInTheDocument();
    expect(mocked.setKitchenHours.mock.calls[0]![1]!.d1).toEqual({ open: 540, close: 660 });
  });

  test('an empty time is refused too', async () => {
    const user = userEvent.setup();
    await open(MONDAY_NOON);
    await user.clear(time('Friday closes'));
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(select('Friday')).toHaveFocus();
    expect(time('Friday closes')).toHaveAccessibleDescription('Enter an opening and a closing time.');
    expect(mocked.setKitchenHours).not.toHaveBeenCalled();
  });

  test("saved hours are shown; Copy Monday's hours; Take orders at any time removes them", async () => {
    const user = userEvent.setup();
    kitchen({ hours: { ...ELEVEN_TO_TEN, d0: { open: 480, close: 720, open2: 1080, close2: 1440 }, d6: { closed: true } } });
    await open(MONDAY_NOON);
    expect(select('Monday')).toHaveValue('two');
    expect(time('Monday opens')).toHaveValue('08:00');
    expect(time('Monday closes')).toHaveValue('12:00');
    expect(time('Monday closes again')).toHaveValue('00:00');
    expect(select('Sunday')).toHaveValue('closed');

    await user.click(screen.getByRole('button', { name: "Copy Monday's hours to every day" }));
    expect(select('Sunday')).toHaveValue('two');
    expect(time('Sunday opens again')).toHaveValue('18:00');
    expect(screen.getByText("Monday's hours copied to every day. Save hours to keep them.")).toHaveAttribute('role', 'status');
    expect(mocked.setKitchenHours).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Take orders at any time' }));
    expect(mocked.setKitchenHours).toHaveBeenCalledWith(PROVIDER_UID, null);
    const status = await screen.findByText('Hours removed. Customers can order at any time while you are accepting orders.');
    expect(status).toHaveFocus();
    expect(stored()).not.toHaveProperty('hours');
    expect(select('Monday')).toHaveValue('one');
    expect(screen.queryByRole('button', { name: 'Take orders at any time' })).not.toBeInTheDocument();
  });
});

describe('Holidays', () => {
  const today = logic.dayStart(Date.now());
  const iso = (day: number) => logic.isoDateOfDay(day);
  const dateInput = () => screen.getByLabelText('Holiday date') as HTMLInputElement;

  test('add a day from today on with an optional note; it is listed, soonest first, and can be removed', async () => {
    const user = userEvent.setup();
    kitchen({ holidays: [{ day: logic.addDays(today, 10), note: '' }] });
    await open();
    const form = screen.getByRole('form', { name: 'Holidays' });
    expect(dateInput()).toHaveAttribute('type', 'date');
    expect(dateInput()).toHaveAttribute('min', iso(today));
    expect(dateInput()).toHaveAttribute('max', iso(logic.addDays(today, 366)));
    expect(within(form).getByRole('textbox', { name: 'Note (optional)' })).toHaveAttribute('maxlength', '100');

    const diwali = logic.addDays(today, 3);
    await user.type(dateInput(), iso(diwali));
    await user.type(within(form).getByRole('textbox', { name: 'Note (optional)' }), ' Diwali ');
    await user.click(within(form).getByRole('button', { name: 'Add holiday' }));
    expect(mocked.addHoliday).toHaveBeenCalledWith(PROVIDER_UID, { day: diwali, note: 'Diwali' });
    expect(await screen.findByText(`Holiday added: ${formatLongDay(diwali)}.`)).toHaveAttribute('role', 'status');
    expect(dateInput()).toHaveValue('');

    const rows = within(screen.getByRole('list', { name: 'Upcoming holidays' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      `${formatLongDay(diwali)} · DiwaliRemove holiday ${formatLongDay(diwali)}`,
      `${formatLongDay(logic.addDays(today, 10))}Remove holiday ${formatLongDay(logic.addDays(today, 10))}`,
    ]);
    expect(stored().holidays.map((h) => h.day)).toEqual([diwali, logic.addDays(today, 10)]);

    await user.click(screen.getByRole('button', { name: `Remove holiday ${formatLongDay(diwali)}` }));
    expect(mocked.removeHoliday).toHaveBeenCalledWith(PROVIDER_UID, diwali);
    const status = await screen.findByText(`Holiday removed: ${formatLongDay(diwali)}.`);
    expect(status).toHaveFocus();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: `Remove holiday ${formatLongDay(logic.addDays(today, 10))}` }));
    expect(await screen.findByText('No holidays coming up.')).toBeInTheDocument();
    expect(stored().holidays).toEqual([]);
  });

  test('a past day, no day, a day already taken or a long note are refused beside their fields', async () => {
    const user = userEvent.setup();
    kitchen({ holidays: [{ day: logic.addDays(today, 2), note: 'Puja' }] });
    await open();
    const form = screen.getByRole('form', { name: 'Holidays' });
    const add = within(form).getByRole('button', { name: 'Add holiday' });
    await user.click(add);
    expect(dateInput()).toHaveFocus();
    expect(dateInput()).toHaveAccessibleDescription('Today or later (India time) Choose a date from today up to a year ahead.');

    await user.type(dateInput(), iso(logic.addDays(today, -1)));
    await user.click(add);
    expect(dateInput()).toHaveAccessibleDescription(/Choose a date from today up to a year ahead\.$/);

    await user.clear(dateInput());
    await user.type(dateInput(), iso(logic.addDays(today, 2)));
    await user.click(add);
    expect(dateInput()).toHaveAccessibleDescription(/That day is already a holiday\.$/);

    await user.clear(dateInput());
    await user.type(dateInput(), iso(today));
    const note = within(form).getByRole('textbox', { name: 'Note (optional)' });
    note.removeAttribute('maxlength'); // a pasted note past the limit, as the data package would see it
    await user.type(note, 'x'.repeat(101));
    await user.click(add);
    expect(note).toHaveFocus();
    expect(note).toHaveAccessibleDescription(/Keep the note to 100 characters or fewer\.$/);
    expect(mocked.addHoliday).not.toHaveBeenCalled();

    await user.clear(note);
    await user.click(add);
    await waitFor(() => expect(mocked.addHoliday).toHaveBeenCalledWith(PROVIDER_UID, { day: today, note: '' }));
    expect(await screen.findByText(`Holiday added: ${formatLongDay(today)}.`)).toBeInTheDocument();
  });
});

test('axe finds nothing wrong with the section, with two windows, an error and holidays (contrast is checked in the browser)', async () => {
  const user = userEvent.setup();
  const today = logic.dayStart(Date.now());
  kitchen({ hours: { ...ELEVEN_TO_TEN, d0: { open: 480, close: 720, open2: 1080, close2: 1440 }, d6: { closed: true } }, holidays: [{ day: logic.addDays(today, 4), note: 'Diwali' }] });
  await open(MONDAY_NOON);
  await user.clear(screen.getByLabelText('Tuesday closes'));
  await user.click(screen.getByRole('button', { name: 'Save hours' }));
  expect(screen.getByLabelText('Tuesday closes')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations({ skip: ['page-has-heading-one'] });
});

test('in Marathi: what customers see, a weekday in it too; paused (issue 44)', async () => {
  await act(() => setLocale('mr'));
  const thursdays: WeeklyHours = Object.fromEntries(logic.WEEKDAY_KEYS.map((k) => [k, k === 'd3' ? { open: 660, close: 1320 } : { closed: true }])) as WeeklyHours;
  kitchen({ hours: thursdays });
  await open(MONDAY_NOON);
  expect(screen.getByText(/^ग्राहकांना दिसते:/)).toHaveTextContent('ग्राहकांना दिसते: बंद · गुरुवार, सकाळी 11:00 वाजता सुरू होईल');
  act(() => kitchen({ hours: ELEVEN_TO_TEN, accepting: false }));
  expect(screen.getByText(/^ग्राहकांना दिसते:/)).toHaveTextContent('ग्राहकांना दिसते: सध्या ऑर्डर घेत नाही');
});

test('in Marathi: the headings, the days by their Marathi names, the switch, Save and a holiday\'s Remove', async () => {
  const user = userEvent.setup();
  await act(() => setLocale('mr'));
  const today = logic.dayStart(Date.now());
  const diwali = logic.addDays(today, 4);
  kitchen({ hours: ELEVEN_TO_TEN, holidays: [{ day: diwali, note: 'Diwali' }] });
  await open(MONDAY_NOON);
  expect(screen.getByRole('heading', { level: 2, name: 'वेळा आणि सुट्ट्या' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['आठवड्याच्या वेळा', 'सुट्ट्या']);
  expect(screen.getByRole('switch', { name: 'ऑर्डर घेणे सुरू' })).toBeChecked();
  const form = screen.getByRole('form', { name: 'आठवड्याच्या वेळा' });
  expect(form).toHaveTextContent('तुमचे किचन सुरू असतानाच ग्राहक ऑर्डर करू शकतात.');
  expect(screen.getByRole('combobox', { name: 'सोमवार' })).toHaveValue('one');
  expect(screen.getByLabelText('रविवार: बंद होण्याची वेळ')).toHaveValue('22:00');
  await user.click(screen.getByRole('button', { name: 'सोमवारच्या वेळा सर्व दिवसांना लावा' }));
  expect(await screen.findByText('सोमवारच्या वेळा सर्व दिवसांना लावल्या. त्या ठेवण्यासाठी “वेळा जतन करा” दाबा.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'वेळा जतन करा' })).toBeInTheDocument();
  // the date is in Marathi too (the reader's language), the note is the kitchen's own word
  expect(within(screen.getByRole('list', { name: 'येणाऱ्या सुट्ट्या' })).getByRole('listitem')).toHaveTextContent(`${formatLongDay(diwali)} · Diwali`);
  expect(screen.getByRole('button', { name: `सुट्टी ${formatLongDay(diwali)} काढा` })).toBeInTheDocument();
  expect(formatLongDay(diwali)).toMatch(/[\u0900-\u097F]/);
});
