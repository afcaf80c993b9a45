// issue 44: the order form's delivery fields and the basket's sentence speak the reader's language.
import { act, render, screen } from '@testing-library/react';
import { setLocale, ThemeProvider } from '@thali/ui';
import { useForm } from '@thali/ui/form';
import { ORDER_LIMITS } from '@thali/firebase-data/logic';
import { DELIVERY_DRAFT_TEXTS, DeliveryFields, type DeliveryDraft } from '../delivery';

function Harness() {
  const form = useForm<DeliveryDraft>({
    initialValues: { house: '', street: '', area: '', pin: '', landmark: '', name: '', phone: '', note: '' },
    onSubmit: () => undefined,
  });
  return (
    <ThemeProvider>
      <DeliveryFields field={form.field} />
    </ThemeProvider>
  );
}

afterEach(async () => {
  await act(() => setLocale('en'));
});

test('in Marathi: the delivery fields, their hints and the note to complete an old address', async () => {
  await act(() => setLocale('mr'));
  render(<Harness />);
  expect(screen.getByRole('group', { name: 'डिलिव्हरीचा पत्ता' })).toBeInTheDocument();
  expect(screen.getByText('तुम्ही बदलल्यास पुढच्या वेळेसाठी तुमच्या प्रोफाइलमध्ये जतन केले जाते.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'तुमचे नाव' })).toHaveAccessibleDescription('किचनला हे तुमच्या ऑर्डरवर दिसते.');
  expect(screen.getByRole('textbox', { name: 'मोबाइल नंबर' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'किचनसाठी सूचना (ऐच्छिक)' }))
    .toHaveAccessibleDescription(`उदा.: दोनदा बेल वाजवा. जास्तीत जास्त ${ORDER_LIMITS.noteMax} अक्षरे.`);
  expect(DELIVERY_DRAFT_TEXTS.complete('12 Dharampeth')).toBe(
    'तुमच्या प्रोफाइलमध्ये पत्ता एका ओळीत आहे ("12 Dharampeth"). कृपया तो तपासा आणि पूर्ण करा: पुढच्या वेळेसाठी तो तुमच्या प्रोफाइलमध्ये जतन केला जाईल.',
  );
});
