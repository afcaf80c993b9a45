import { act, render, screen } from '@testing-library/react';
import { ORDER_STAGE_LABELS } from '@thali/firebase-data/logic';
import { setLocale, ThemeProvider } from '@thali/ui';
import { STAGE_LABELS, StageBadge } from '../order-stage';
import { METHOD_LABELS, PAID_LABELS } from '../payment-words';

afterEach(async () => {
  await act(() => setLocale('en'));
});

test('in English the stages are the data package\'s words, and payments read as before', () => {
  expect({ ...STAGE_LABELS }).toEqual(ORDER_STAGE_LABELS);
  expect([METHOD_LABELS.cash, METHOD_LABELS.upi, PAID_LABELS.cash, PAID_LABELS.upi]).toEqual(['Cash', 'UPI', 'Paid in cash', 'Paid by UPI']);
});

test('in Marathi a stage badge and the payment words follow the language on screen', async () => {
  await act(() => setLocale('mr'));
  render(
    <ThemeProvider>
      <StageBadge stage="on_the_way" />
    </ThemeProvider>,
  );
  expect(screen.getByText('वाटेत आहे')).toBeInTheDocument();
  expect(STAGE_LABELS.delivered).toBe('पोहोचवली');
  expect(PAID_LABELS.cash).toBe('रोख भरले');
});
