// The structured delivery place (issue 40) without a database: validation, cleaning, old one-line addresses, and the
// kitchen's areas and minimum as a customer reads them.
import { placeLine } from '@thali/domain/address';
import {
  cleanPlace, DeliveryAreaError, MinimumOrderError, minimumMessage, minimumShortfall, parseLegacyAddress, PLACE_MESSAGES,
  placeProblemForKitchen, PlaceValidationError, validatePlace,
} from '../place';

const good = { house: '12', street: 'Laxmi Nagar', area: 'Trimurti Nagar', pin: '440022' };

describe('validatePlace', () => {
  test('a whole place of a listed area with its PIN code is fine, with or without a landmark', () => {
    expect(validatePlace(good)).toEqual({});
    expect(validatePlace({ ...good, landmark: 'Opposite the temple' })).toEqual({});
    expect(validatePlace({ house: 'Flat 4B', street: 'Hingna Road', area: 'Hingna', pin: '440036' })).toEqual({});
    expect(validatePlace({ ...good, pin: ' 440 022 ' })).toEqual({});
  });

  test.each(['', '44002', '4400222', '040022', 'abcdef', '44OO22', '440-022'])('PIN code %p is refused', (pin) => {
    expect(validatePlace({ ...good, pin }).pin).toBe('Enter a 6-digit PIN code, such as 440010.');
  });

  test('a PIN code of another area is refused naming the area’s own (one or several)', () => {
    expect(validatePlace({ ...good, area: 'Dharampeth', pin: '440035' }).pin).toBe('440035 is not a PIN code of Dharampeth. Its PIN code is 440010.');
    expect(validatePlace({ ...good, area: 'Hingna', pin: '440010' }).pin).toBe('440010 is not a PIN code of Hingna. Its PIN codes are 440016 and 440036.');
  });

  test('required fields, bounds and the area list', () => {
    expect(validatePlace({})).toEqual({
      house: PLACE_MESSAGES.houseRequired, street: PLACE_MESSAGES.streetRequired, area: PLACE_MESSAGES.areaRequired, pin: PLACE_MESSAGES.pinInvalid,
    });
    expect(validatePlace({ ...good, house: '   ' }).house).toBe('Please enter the house or flat number.');
    expect(validatePlace({ ...good, house: 'x'.repeat(61) }).house).toBe('The house or flat can have at most 60 characters.');
    expect(validatePlace({ ...good, house: 'x'.repeat(60) })).toEqual({});
    expect(validatePlace({ ...good, street: ' ab ' }).street).toBe('The street needs at least 3 characters.');
    expect(validatePlace({ ...good, street: 'x'.repeat(101) }).street).toBe('The street can have at most 100 characters.');
    expect(validatePlace({ ...good, area: 'Pardi', pin: '440035' })).toEqual({ area: 'Please choose an area from the list.' });
    expect(validatePlace({ ...good, area: 'trimurti nagar' }).area).toBe(PLACE_MESSAGES.areaUnknown);
    expect(validatePlace({ ...good, landmark: 'x'.repeat(81) }).landmark).toBe('The landmark can have at most 80 characters.');
  });
});

describe('cleanPlace and placeLine', () => {
  test('trimmed, the PIN code without spaces, the landmark only when given; one readable line', () => {
    expect(cleanPlace({ house: ' 12 ', street: ' Laxmi Nagar ', area: 'Trimurti Nagar', pin: '440 022', landmark: '  ' })).toEqual(good);
    expect(cleanPlace({ ...good, landmark: ' Near the park ' })).toEqual({ ...good, landmark: 'Near the park' });
    expect(placeLine(good)).toBe('12, Laxmi Nagar, Trimurti Nagar, Nagpur 440022');
  });

  test('a bad place throws a PlaceValidationError with its field errors', () => {
    const error = (() => { try { cleanPlace({ ...good, area: 'Dharampeth' }); } catch (e) { return e; } return null; })();
    expect(error).toBeInstanceOf(PlaceValidationError);
    expect((error as PlaceValidationError).errors).toEqual({ pin: '440022 is not a PIN code of Dharampeth. Its PIN code is 440010.' });
  });
});

describe('parseLegacyAddress (old one-line addresses)', () => {
  test('the line placeLine writes reads back as its place', () => {
    expect(parseLegacyAddress(placeLine(good))).toEqual(good);
  });

  test.each([
    ['Flat 4B, Shanti Apartments, Dharampeth, Nagpur 440010', { house: 'Flat 4B', street: 'Shanti Apartments', area: 'Dharampeth', pin: '440010' }],
    ['near Gokulpeth market dharampeth', { street: 'near Gokulpeth market', area: 'Dharampeth' }],
    ['Plot 7, Ring Road 440022', { house: 'Plot 7', street: 'Ring Road', area: 'Trimurti Nagar', pin: '440022' }],
    ['Hostel 3, MIDC, 440036', { house: 'Hostel 3', street: 'MIDC', pin: '440036' }],
    ['Pardi, Nagpur 440 035', { street: 'Pardi', pin: '440035' }],
    ['Somewhere', { street: 'Somewhere' }],
    ['', {}],
  ])('%p', (text, place) => {
    expect(parseLegacyAddress(text)).toEqual(place);
  });
});

describe('the kitchen’s areas and minimum', () => {
  const saoji = { name: 'Saoji Ghar Rasoi', deliversTo: ['Sitabuldi', 'Dharampeth'] };

  test('served: no problem; else the sentence names its areas with their PIN codes', () => {
    expect(placeProblemForKitchen({ area: 'Dharampeth' }, saoji)).toBe('');
    expect(placeProblemForKitchen({ area: 'Trimurti Nagar' }, saoji)).toBe('Saoji Ghar Rasoi delivers only to Sitabuldi (440012) and Dharampeth (440010).');
    expect(placeProblemForKitchen({ area: 'Sitabuldi' }, { name: 'Hingna Students Mess', deliversTo: ['Hingna', 'Jaitala', 'Trimurti Nagar'] }))
      .toBe('Hingna Students Mess delivers only to Hingna (440016, 440036), Jaitala (440036) and Trimurti Nagar (440022).');
    expect(placeProblemForKitchen({ area: 'Dharampeth' }, { name: 'New Kitchen', deliversTo: [] })).toBe('New Kitchen has not chosen its delivery areas yet.');
  });

  test('the minimum counts the dishes only; what is missing in rupees', () => {
    expect(minimumShortfall(190, 250)).toBe(60);
    expect(minimumShortfall(250, 250)).toBe(0);
    expect(minimumShortfall(400, 250)).toBe(0);
    expect(minimumShortfall(10, undefined)).toBe(0);
    expect(minimumShortfall(0.1 + 0.2, 1)).toBe(0.7);
    expect(minimumMessage('Saoji Ghar Rasoi', 60)).toBe('Add ₹60 more to order from Saoji Ghar Rasoi.');
    expect(minimumMessage('Saoji Ghar Rasoi', 1250)).toBe('Add ₹1,250 more to order from Saoji Ghar Rasoi.');
    expect(minimumMessage('Saoji Ghar Rasoi', 59.5)).toBe('Add ₹59.50 more to order from Saoji Ghar Rasoi.');
  });

  test('their errors say the same sentences and are told apart by name', () => {
    const area = new DeliveryAreaError('p1', placeProblemForKitchen({ area: 'Hingna' }, saoji));
    expect(area).toBeInstanceOf(DeliveryAreaError);
    expect(area.sentence).toBe('Saoji Ghar Rasoi delivers only to Sitabuldi (440012) and Dharampeth (440010).');
    const min = new MinimumOrderError('p1', 60, 'Saoji Ghar Rasoi');
    expect(min).toBeInstanceOf(MinimumOrderError);
    expect(min).not.toBeInstanceOf(DeliveryAreaError);
    expect(min.sentence).toBe('Add ₹60 more to order from Saoji Ghar Rasoi.');
    expect(min.short).toBe(60);
  });
});
