import type { Locator, Page } from 'playwright-core';

// The delivery address as the order forms ask it (issue 40, @thali/ui/address-fields): house or flat, street, area,
// PIN code and an optional landmark. A journey fills or reads one in one call.

export interface JourneyPlace {
  house: string;
  street: string;
  area: string;
  pin: string;
  landmark?: string;
}

/** Where every journey customer lives (its profile's place): Trimurti Nagar, which the journey kitchens serve. */
export const HOME_PLACE: JourneyPlace = { house: '12', street: 'Laxmi Nagar', area: 'Trimurti Nagar', pin: '440022' };

/** THE one line of a place, as orders store it in `address` (placeLine of @thali/domain/address). */
export const placeLine = (p: JourneyPlace) => `${p.house}, ${p.street}, ${p.area}, Nagpur ${p.pin}`;

/** Every area of the list delivered to, as a journey kitchen's listing holds it (approved: the values are true). */
export const EVERY_AREA = Object.fromEntries(
  ['Hingna', 'Jaitala', 'Trimurti Nagar', 'Dharampeth', 'Sitabuldi', 'Manish Nagar'].map((area) => [area, true]),
) as Record<string, boolean>;

/** The fields' group: "Delivery address" on the order forms, "Address" on the profile (the same fields). */
const group = (scope: Page | Locator) => scope.getByRole('group', { name: /^(Delivery address|Address)$/ });

/** Fills the address fields inside `scope` (a form, or the page when it has one address), landmark cleared when not given. */
export async function fillAddress(scope: Page | Locator, place: JourneyPlace) {
  const fields = group(scope);
  await fields.getByRole('textbox', { name: 'House or flat' }).fill(place.house);
  await fields.getByRole('textbox', { name: 'Street' }).fill(place.street);
  await fields.getByRole('combobox', { name: 'Area' }).selectOption(place.area);
  await fields.getByRole('textbox', { name: 'PIN code' }).fill(place.pin);
  await fields.getByRole('textbox', { name: 'Landmark (optional)' }).fill(place.landmark ?? '');
}

/** What the address fields inside `scope` hold. */
export async function readAddress(scope: Page | Locator): Promise<JourneyPlace> {
  const fields = group(scope);
  const landmark = await fields.getByRole('textbox', { name: 'Landmark (optional)' }).inputValue();
  return {
    house: await fields.getByRole('textbox', { name: 'House or flat' }).inputValue(),
    street: await fields.getByRole('textbox', { name: 'Street' }).inputValue(),
    area: await fields.getByRole('combobox', { name: 'Area' }).inputValue(),
    pin: await fields.getByRole('textbox', { name: 'PIN code' }).inputValue(),
    ...(landmark ? { landmark } : {}),
  };
}

/** The address fields of `scope`, to wait for them. */
export const addressFields = group;
