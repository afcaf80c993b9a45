// A delivery address as every order form asks it (issue 40): Buy Now, the basket's checkout, Subscribe and the
// profile show the same five fields with the same labels, limits and autocomplete tokens, so a browser's saved
// address fills them and a journey fills them in one call. Its own entry, '@thali/ui/address-fields', bundled only by
// the pages with those forms (the areas list comes with it, never with a page's first load).
import styled from 'styled-components';
import { AREA_NAMES, zipCodesOf } from '@thali/domain/areas';
import { PLACE_LIMITS } from '@thali/domain/address';
import { Input } from './components/input';
import { Select } from './components/select';
import type { FieldBinding } from './form/field-binding';
import { english, useT } from './entries/messages';

export type AddressFieldName = 'house' | 'street' | 'area' | 'pin' | 'landmark';


/** The fields' labels in English (the fields say them in the reader's language). */
export const ADDRESS_FIELD_LABELS = {
  legend: english('address.legend'),
  house: english('address.house'),
  street: english('address.street'),
  area: english('address.area'),
  chooseArea: english('address.chooseArea'),
  pin: english('address.pin'),
  landmark: english('address.landmark'),
} as const;

export const ADDRESS_FIELD_HINTS = {
  house: english('address.houseHint'),
  pin: english('address.pinHint'),
  landmark: english('address.landmarkHint'),
} as const;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend { font-weight: 700; padding: 0; margin: 0 0 0.5rem; }
`;

/** Area and PIN side by side where there is room (they belong together), one under the other on a phone. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: 0.75rem;
  @media (min-width: 30rem) { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
`;

export interface AddressFieldsProps {
  field: (name: AddressFieldName) => FieldBinding;
  disabled?: boolean;
  /** the group's name ('Delivery address' unless given) */
  legend?: string;
  /** said under the legend (e.g. why the address is asked again) */
  note?: string;
}

/**
 * House or flat, street, area (Nagpur's list, each with its PIN codes), PIN code and an optional landmark, as one
 * group. The messages are the form's (validatePlace of the data package), shown under each field.
 */
export function AddressFields({ field, disabled = false, legend, note }: AddressFieldsProps) {
  const t = useT();
  return (
    <Fieldset disabled={disabled}>
      <legend>{legend ?? t('address.legend')}</legend>
      {note ? <p>{note}</p> : null}
      <Input label={t('address.house')} autoComplete="address-line1" maxLength={PLACE_LIMITS.houseMax}
        hint={t('address.houseHint')} {...field('house')} required />
      <Input label={t('address.street')} autoComplete="address-line2" maxLength={PLACE_LIMITS.streetMax} {...field('street')} required />
      <Pair>
        <Select label={t('address.area')} {...field('area')} required>
          <option value="">{t('address.chooseArea')}</option>
          {AREA_NAMES.map((area) => (
            <option key={area} value={area}>
              {`${area} (${zipCodesOf(area).join(', ')})`}
            </option>
          ))}
        </Select>
        <Input label={t('address.pin')} autoComplete="postal-code" inputMode="numeric" maxLength={6} pattern="[0-9]*"
          hint={t('address.pinHint')} {...field('pin')} required />
      </Pair>
      <Input label={t('address.landmark')} autoComplete="off" maxLength={PLACE_LIMITS.landmarkMax}
        hint={t('address.landmarkHint')} {...field('landmark')} />
    </Fieldset>
  );
}
