// A kitchen's details as a form asks them (issue 39): signup's "Provide Meals" and the dashboard's Kitchen profile
// (and its prompt to older kitchens) show the same fields with the same lists, hints and limits. Its own entry,
// '@thali/ui/kitchen-details', bundled only by the pages with those forms.
import type { FieldBinding } from './form/field-binding';
import { AREA_NAMES } from '@thali/domain/areas';
import { CUISINES, CUISINE_OTHER_MAX } from '@thali/domain/cuisines';
import { Input } from './components/input';
import { Select } from './components/select';
import { english, useT } from './entries/messages';
import { useDataMessage } from '@thali/ui/data-message';

export type KitchenDetailsFieldName = 'name' | 'phone' | 'area' | 'address' | 'cuisine' | 'cuisineOther' | 'fssai';


/** The hints in English (the fields say them in the reader's language). */
export const KITCHEN_DETAILS_HINTS = {
  phone: english('kitchen.phoneHint'),
  address: english('kitchen.addressHint'),
  fssai: english('kitchen.fssaiHint'),
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
  const t = useT();
  // the cuisines' labels are the data package's, worded in the reader's language by its catalogue
  const dataText = useDataMessage();
  return (
    <>
      {asks('name') ? <Input label={t('kitchen.name')} autoComplete="organization" hint={nameHint} {...field('name')} required /> : null}
      {asks('phone') ? <Input label={t('kitchen.phone')} type="tel" autoComplete="tel" inputMode="tel" hint={t('kitchen.phoneHint')} {...field('phone')} required /> : null}
      {asks('area') ? (
        <Select label={t('kitchen.area')} {...field('area')} required>
          <option value="">{t('kitchen.chooseArea')}</option>
          {AREA_NAMES.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </Select>
      ) : null}
      {asks('address') ? <Input label={t('kitchen.address')} autoComplete="street-address" hint={t('kitchen.addressHint')} {...field('address')} required /> : null}
      {asks('cuisine') ? (
        <Select label={t('kitchen.cuisine')} {...field('cuisine')} required>
          <option value="">{t('kitchen.chooseCuisine')}</option>
          {CUISINES.map((c) => (
            <option key={c.value} value={c.value}>
              {dataText(c.label)}
            </option>
          ))}
        </Select>
      ) : null}
      {asks('cuisine') && cuisine === 'other' ? (
        <Input label={t('kitchen.cuisineOther')} maxLength={CUISINE_OTHER_MAX} hint={t('kitchen.cuisineOtherHint', { max: CUISINE_OTHER_MAX })}
          {...field('cuisineOther')} required />
      ) : null}
      {asks('fssai') ? <Input label={t('kitchen.fssai')} inputMode="numeric" autoComplete="off" hint={t('kitchen.fssaiHint')} {...field('fssai')} /> : null}
    </>
  );
}
