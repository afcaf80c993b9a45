import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { daysInWords } from '@thali/firebase-data/logic';
import { LanguageSwitch, ThemeProvider, setLocale } from '@thali/ui';
import { planDays, usePlanWords } from '../plan-words';

afterEach(async () => {
  await act(() => setLocale('en'));
});

test('in English a plan\'s days read as the data package words them, for every choice of days', () => {
  for (let n = 1; n < 128; n += 1) {
    const days = n.toString(2).padStart(7, '0');
    expect([days, planDays(days)]).toEqual([days, daysInWords(days)]);
  }
});

test('in Marathi and Hindi: ranges, single days and every day, the weekdays as Intl names them', async () => {
  await act(() => setLocale('mr'));
  expect([planDays('1111110'), planDays('1010100'), planDays('1100011'), planDays('1111111')])
    .toEqual(['सोम–शनि', 'सोम, बुध, शुक्र', 'सोम, मंगळ, शनि, रवि', 'रोज']);
  await act(() => setLocale('hi'));
  expect([planDays('1111110'), planDays('1100011'), planDays('1111111')]).toEqual(['सोम–शनि', 'सोम, मंगल, शनि, रवि', 'हर दिन']);
});

function PlanSummary({ meals, days }: { meals: 'lunch' | 'dinner' | 'both'; days: string }) {
  const words = usePlanWords();
  return <p>{words.mealsOn(meals, days)}</p>;
}

test('a plan\'s meals and days follow the reader\'s switch of language', async () => {
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <Suspense fallback={<p>Loading</p>}>
        <LanguageSwitch label="Language" />
        <PlanSummary meals="both" days="1111110" />
        <PlanSummary meals="lunch" days="1111111" />
      </Suspense>
    </ThemeProvider>,
  );
  expect(screen.getByText('Lunch and Dinner, Mon–Sat')).toBeInTheDocument();
  expect(screen.getByText('Lunch, Every day')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'मराठी' }));
  expect(await screen.findByText('दुपारचे आणि रात्रीचे जेवण, सोम–शनि')).toBeInTheDocument();
  expect(screen.getByText('दुपारचे जेवण, रोज')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
  expect(await screen.findByText('दोपहर और रात का खाना, सोम–शनि')).toBeInTheDocument();
  expect(screen.getByText('दोपहर का खाना, हर दिन')).toBeInTheDocument();
});
