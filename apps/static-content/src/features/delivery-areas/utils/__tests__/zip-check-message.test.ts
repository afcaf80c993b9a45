import { setLocale } from '@thali/ui';
import { checkDeliveryZip } from '../../../../shared/delivery-areas';
import { t } from '../../messages';
import { zipCheckMessage } from '../zip-check-message';

// `t` outside React reads the language on screen, as the form's hook would give it.
const say = (input: string, locale: 'en' | 'mr' = 'en') => zipCheckMessage(checkDeliveryZip(input), t, locale);

afterEach(() => setLocale('en'));

test('a served PIN names every area serving it', () => {
  expect(say('440036')).toBe('We deliver to 440036: Hingna, Jaitala.');
  expect(say('440 010')).toBe('We deliver to 440010: Dharampeth.');
});

test('a valid PIN we do not serve says so and lists the areas', () => {
  expect(say('440001')).toBe(
    "Sorry, we don't deliver to 440001 yet. We currently serve Hingna, Jaitala, Trimurti Nagar, Dharampeth, Sitabuldi and Manish Nagar.",
  );
});

test.each([
  ['', 'Please enter your 6-digit PIN code.'],
  ['44OO10', 'A PIN code contains digits only, for example 440010.'],
  ['44001', 'A PIN code has exactly 6 digits, for example 440010.'],
  ['040010', 'Indian PIN codes do not start with 0. Please check the number.'],
])('%j is invalid: %s', (input, message) => {
  expect(say(input)).toBe(message);
});

test('in Marathi, the list of areas is joined the Marathi way and the names stay as written', async () => {
  await setLocale('mr');
  expect(say('440001', 'mr')).toBe(
    'माफ करा, 440001 येथे आम्ही अजून डिलिव्हरी करत नाही. सध्या आम्ही Hingna, Jaitala, Trimurti Nagar, Dharampeth, Sitabuldi आणि Manish Nagar येथे सेवा देतो.',
  );
  expect(say('12', 'mr')).toBe('पिन कोडमध्ये बरोबर 6 अंक असतात, उदा. 440010.');
});
