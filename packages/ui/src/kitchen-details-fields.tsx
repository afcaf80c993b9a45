// A kitchen's details as a form asks them (issue 39): signup's "Provide Meals" and the dashboard's Kitchen profile
// (and its prompt to older kitchens) show the same fields with the same lists, hints and limits. Its own entry,
// '@thali/ui/kitchen-details', bundled only by the pages with those forms.
import type { FieldBinding } from './form/field-binding';
import { AREA_NAMES } from '@thali/domain/areas';
import { CUISINES, CUISINE_OTHER_MAX } from '@thali/domain/cuisines';
import { Input } from './components/input';
import { Select } from './components/select';

export type KitchenDetailsFieldName = 'name' | 'phone' | 'area' | 'address' | 'cuisine' | 'cuisineOther' | 'fssai';


export const KITCHEN_DETAILS_HINTS = {
  phone: 'A mobile number, or a landline with its STD code (0712 2345678). Customers call it about their orders.',
  address: 'House or building, street and a landmark, so riders and customers find you.',
  fssai: 'Optional. Your 14-digit FSSAI registration or licence number; customers see it on your menu.',
} as const;

export interface KitchenDetailsFieldsProps {
  field: (name: KitchenDetailsFieldName) => FieldBinding;
  /** the cuisine chosen: "Other" asks for its own words */
  cuisine: string;
  /** which fields to ask (default: all, in this order) */
  only?: readonly KitchenDetailsFieldName[];
  nameHint?: string;
}

/** The fields of a kitchen's details, in the order a cook gives them; `only` narrows them (the prompt asks what is missing). */
export function KitchenDetailsFields({ field, cuisine, only, nameHint }: KitchenDetailsFieldsProps) {
  const asks = (name: KitchenDetailsFieldName) => !only || only.includes(name);
  return (
    <>
      {asks('name') ? <Input label="Kitchen name" autoComplete="organization" hint={nameHint} {...field('name')} required /> : null}
      {asks('phone') ? <Input label="Kitchen phone" type="tel" autoComplete="tel" inputMode="tel" hint={KITCHEN_DETAILS_HINTS.phone} {...field('phone')} required /> : null}
      {asks('area') ? (
        <Select label="Area" {...field('area')} required>
          <option value="">Choose your area</option>
          {AREA_NAMES.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </Select>
      ) : null}
      {asks('address') ? <Input label="Kitchen address" autoComplete="street-address" hint={KITCHEN_DETAILS_HINTS.address} {...field('address')} required /> : null}
      {asks('cuisine') ? (
        <Select label="Cuisine" {...field('cuisine')} required>
          <option value="">Choose your cuisine</option>
          {CUISINES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
      ) : null}
      {asks('cuisine') && cuisine === 'other' ? (
        <Input label="Your cuisine in a few words" maxLength={CUISINE_OTHER_MAX} hint={`At most ${CUISINE_OTHER_MAX} characters, such as Goan fish curries`}
          {...field('cuisineOther')} required />
      ) : null}
      {asks('fssai') ? <Input label="FSSAI number" inputMode="numeric" autoComplete="off" hint={KITCHEN_DETAILS_HINTS.fssai} {...field('fssai')} /> : null}
    </>
  );
}
