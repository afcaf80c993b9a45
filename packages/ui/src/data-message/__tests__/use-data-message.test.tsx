import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import {
  DATA_TEXTS, DeliveryAreaError, KITCHEN_CANCEL_REASONS, ORDER_STAGE_LABELS, PlanFullError, dataMessage, dataText, openState, openStateMessages, placeProblemMessage, plateDayWords, soldOutText, SoldOutError, validateMenuItem, validatePlace, type DataMessageId,
} from '@thali/firebase-data/logic';
import { CUISINE_LABELS } from '@thali/domain/cuisines';
import { WEEKDAY_LABELS } from '@thali/domain/kitchens';
import { Button, LanguageSwitch, ThemeProvider, plainMessage, setLocale } from '@thali/ui';
import { Input, useForm } from '@thali/ui/form';
import { DATA_ENGLISH, t } from '../messages';
import { dataSentence, useDataMessage } from '../use-data-message';

afterEach(async () => {
  await act(() => setLocale('en'));
});

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

test('the catalogue has every id of the data package, and its English is the data package\'s for any values', () => {
  expect(Object.keys(DATA_ENGLISH).sort()).toEqual(Object.keys(DATA_TEXTS).sort());
  const differ = (Object.keys(DATA_TEXTS) as DataMessageId[]).filter((id) => {
    const values = Object.fromEntries(placeholders(DATA_TEXTS[id]).map((name, i) => [name, `Sample ${name} ${i}`]));
    return t(id, values) !== dataText(id, values);
  });
  expect(differ).toEqual([]);
});

test('an order\'s stages and a kitchen\'s fixed cancel reasons are data texts: the same English, in Marathi and Hindi by it', async () => {
  const stages = Object.values(ORDER_STAGE_LABELS);
  expect(stages.map((label) => dataSentence(label))).toEqual(stages);
  expect(KITCHEN_CANCEL_REASONS.map((reason) => dataSentence(reason))).toEqual([...KITCHEN_CANCEL_REASONS]);
  await act(() => setLocale('mr'));
  expect(stages.map((label) => dataSentence(label))).toEqual(['नवीन', 'स्वीकारली', 'वाटेत आहे', 'पोहोचवली', 'रद्द केली']);
  expect(KITCHEN_CANCEL_REASONS.map((reason) => dataSentence(reason))).toEqual(['संपले', 'लवकर बंद करत आहोत', 'तिथे डिलिव्हरी करू शकत नाही']);
  await act(() => setLocale('hi'));
  expect(dataSentence(KITCHEN_CANCEL_REASONS[0])).toBe('खत्म हो गया');
  // a kitchen's own words stay as it wrote them
  expect(dataSentence('Gas cylinder ran out')).toBe('Gas cylinder ran out');
});

test('the cuisines\' labels are data texts with the list\'s English', () => {
  const labels = Object.values(CUISINE_LABELS);
  expect(labels.map((label) => dataSentence(label))).toEqual(labels);
});

test('the weekdays are data texts with the domain\'s English, translated inside an open state\'s sentence too', async () => {
  expect(WEEKDAY_LABELS.map((day) => dataSentence(day))).toEqual([...WEEKDAY_LABELS]);
  await act(() => setLocale('hi'));
  expect(dataSentence('Friday')).toBe('शुक्रवार');
  // A sentence no copy of the data package said here is read back from its English: its times and dates as written.
  expect(dataSentence('This kitchen is closed now. It opens on 28 Nov at 11:00 am.')).toBe('यह किचन अभी बंद है। यह 28 Nov को 11:00 am बजे खुलेगा।');
});

/** Epoch ms of a wall-clock time in Asia/Kolkata (23 November 2026 is a Monday). */
const ist = (date: string, time = '00:00') => Date.parse(`${date}T${time}:00+05:30`);
const DAY = 86400000;
const closedDay = { closed: true } as const;
/** A week of hours: each day closed unless given. */
const week = (days: Partial<Record<'d0' | 'd1' | 'd2' | 'd3' | 'd4' | 'd5' | 'd6', { open: number; close: number }>>) => ({
  d0: closedDay, d1: closedDay, d2: closedDay, d3: closedDay, d4: closedDay, d5: closedDay, d6: closedDay, ...days,
});
const fridayLunch = { hours: week({ d4: { open: 660, close: 900 } }) };
const longHoliday = { hours: fridayLunch.hours, holidays: Array.from({ length: 10 }, (_, i) => ({ day: ist('2026-11-24') + i * DAY, note: '' })) };

test('an open state\'s times, weekdays and dates are in the reader\'s language, by id or by the sentence it said', async () => {
  const monday = ist('2026-11-23', '16:00');
  const friday = openState(fridayLunch, monday).reason;
  expect(friday).toBe('This kitchen is closed now. It opens on Friday at 11:00 am.');
  expect(dataSentence(friday)).toBe(friday);
  await act(() => setLocale('hi'));
  expect(dataSentence(friday)).toBe('यह किचन अभी बंद है। यह शुक्रवार को सुबह 11:00 बजे खुलेगा।');
  await act(() => setLocale('mr'));
  expect(dataSentence(friday)).toBe('हे किचन आत्ता बंद आहे. ते शुक्रवार, सकाळी 11:00 वाजता सुरू होईल.');
  expect(dataSentence(openStateMessages(longHoliday, monday).reason)).toBe('हे किचन आत्ता बंद आहे. ते 4 डिसें, सकाळी 11:00 वाजता सुरू होईल.');
  expect(dataSentence(openStateMessages({ holidays: longHoliday.holidays }, ist('2026-11-24', '09:00')).label)).toBe('3 डिसें पर्यंत सुट्टी');
  expect(dataSentence(openStateMessages({ hours: week({ d0: { open: 660, close: 1290 } }) }, ist('2026-11-23', '12:00')).label)).toBe('आत्ता सुरू · रात्री 9:30 वाजता बंद होईल');
});

test('a dish sold out on a later day: its date in the reader\'s language, in the sentence and in the order\'s error', async () => {
  const saturday = ist('2026-11-28');
  const now = ist('2026-11-26', '09:00');
  const sentence = soldOutText(2, plateDayWords(saturday, now), saturday);
  expect(sentence).toBe('Only 2 plates left on 28 Nov');
  const error = new SoldOutError('poha', 0, plateDayWords(saturday, now), saturday);
  expect(error.message).toBe('Sold out on 28 Nov');
  await act(() => setLocale('mr'));
  expect(dataSentence(sentence)).toBe('28 नोव्हें ला फक्त 2 थाळ्या शिल्लक');
  expect(dataSentence(error)).toBe('28 नोव्हें चे संपले');
  await act(() => setLocale('hi'));
  expect(dataSentence(error)).toBe('28 नव॰ के लिए ख़त्म');
});

/** A kitchen's card line, as the storefront shows it: its open state by id. */
function KitchenState({ now }: { now: number }) {
  const dataText = useDataMessage();
  return <p>{dataText(openStateMessages(fridayLunch, now).label)}</p>;
}

test('a card\'s open state with a time switches to Marathi with the reader', async () => {
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <Suspense fallback={<p>Loading</p>}>
        <LanguageSwitch label="Language" />
        <KitchenState now={ist('2026-11-26', '18:00')} />
      </Suspense>
    </ThemeProvider>,
  );
  expect(screen.getByText('Closed · opens tomorrow 11:00 am')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'मराठी' }));
  expect(await screen.findByText('बंद · उद्या सकाळी 11:00 वाजता सुरू होईल')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
  expect(await screen.findByText('बंद · कल सुबह 11:00 बजे खुलेगा')).toBeInTheDocument();
});

/** A form's field and a failed write, as a kitchen's page shows them. */
function MenuForm() {
  const dataText = useDataMessage();
  const [error, setError] = useState<unknown>();
  const errors = validateMenuItem({ name: 'Poha', description: 'Kanda poha', price: 25000, category: 'main-course', imageUrl: '/poha.jpg', diet: 'veg', platesPerDay: '' });
  return (
    <form aria-label="Dish">
      <p>{dataText(errors.price)}</p>
      <button type="button" onClick={() => setError(new PlanFullError())}>Subscribe</button>
      <button type="button" onClick={() => setError(Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' }))}>Save</button>
      {error !== undefined && <p role="alert">{dataText(error, 'Could not save. Please try again.')}</p>}
    </form>
  );
}

test('a validator\'s sentence and a data error are shown in Marathi once the reader switches; a technical error shows the page\'s own sentence', async () => {
  const user = userEvent.setup();
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ThemeProvider>
      <Suspense fallback={<p>Loading</p>}>
        <LanguageSwitch label="Language" />
        <MenuForm />
      </Suspense>
    </ThemeProvider>,
  );
  expect(screen.getByText('Price must be at most ₹20,000')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'मराठी' }));
  expect(await screen.findByText('किंमत जास्तीत जास्त ₹20,000 असावी')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.getByRole('alert')).toHaveTextContent('हा प्लॅन भरला आहे.');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Could not save. Please try again.');
  expect(consoleError).toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
  expect(await screen.findByText('कीमत ज़्यादा से ज़्यादा ₹20,000 होनी चाहिए')).toBeInTheDocument();
  consoleError.mockRestore();
});

test('an error carries its id and values; a list of areas is joined in the reader\'s language', async () => {
  const problem = placeProblemMessage({ area: 'Sitabuldi' }, { name: 'Saoji Ghar', deliversTo: ['Dharampeth', 'Hingna'] })!;
  const error = new DeliveryAreaError('p1', problem);
  expect(error.message).toBe(problem.text);
  expect(error.message).toBe('Saoji Ghar delivers only to Dharampeth (440010) and Hingna (440016, 440036).');
  expect([error.messageId, error.values]).toEqual(['place.notServed', problem.values]);
  await act(() => setLocale('mr'));
  expect(dataSentence(error)).toBe('Saoji Ghar फक्त Dharampeth (440010) आणि Hingna (440016, 440036) येथे डिलिव्हरी करते.');
  // A sentence without an id (a validator's, an older copy's error) is read back from its English, values and all.
  expect(dataSentence(dataMessage('place.belowMinimum', { amount: '₹60', kitchen: 'Saoji Ghar' }).text)).toBe('Saoji Ghar कडून ऑर्डर करण्यासाठी आणखी ₹60 चे पदार्थ जोडा.');
  // Text that is none of the data package's sentences stays as it is.
  expect(dataSentence('Poha is ready.')).toBe('Poha is ready.');
});

/** A form whose checks are the data package's and whose write fails with its error, as the pages' forms are. */
function PlaceForm() {
  const form = useForm({
    initialValues: { house: '', street: '', area: 'Dharampeth', pin: '440010', landmark: '' },
    validate: (values) => ({ ...validatePlace(values), landmark: values.landmark === 'x' ? 'Landmark x is not allowed' : undefined }),
    onSubmit: (_values, { setFormError }) => setFormError(plainMessage(new PlanFullError(), 'Could not save. Please try again.')),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Address">
      <Input label="House" {...form.field('house')} />
      <Input label="Street" {...form.field('street')} />
      <Input label="Landmark" {...form.field('landmark')} />
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <Button type="submit">Save</Button>
    </form>
  );
}

test('a form shows the data package\'s field messages and errors in the reader\'s language, its own as they are', async () => {
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <Suspense fallback={<p>Loading</p>}>
        <LanguageSwitch label="Language" />
        <PlaceForm />
      </Suspense>
    </ThemeProvider>,
  );
  await user.type(screen.getByRole('textbox', { name: 'Landmark' }), 'x');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Please enter the house or flat number.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'मराठी' }));
  expect(await screen.findByText('कृपया घर किंवा फ्लॅट नंबर टाका.')).toBeInTheDocument();
  expect(screen.getByText('कृपया रस्ता टाका.')).toBeInTheDocument();
  expect(screen.getByText('Landmark x is not allowed')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /House/ }), '12');
  await user.type(screen.getByRole('textbox', { name: /Street/ }), 'Ramdaspeth Road');
  await user.clear(screen.getByRole('textbox', { name: /Landmark/ }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent('हा प्लॅन भरला आहे.');
});
