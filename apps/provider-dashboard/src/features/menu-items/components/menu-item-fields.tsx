import styled from 'styled-components';
import { CATEGORIES, MENU_ITEM_LIMITS } from '@thali/firebase-data/logic';
import { Input, Select, TextArea } from '@thali/ui/form';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { useMenuItemForm } from '../hooks/use-menu-item-form';
import { DietField } from './diet-field';
import { ImagePreview } from './image-preview';

const Row = styled.div`
  display: grid;
  gap: 0 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** What the fields need of a menu item form (the Add form's or an Edit form's). */
export type MenuItemFormFields = Pick<ReturnType<typeof useMenuItemForm>, 'values' | 'field' | 'imageFailed'>;

/** The fields of a menu item, the same in the Add and the Edit form, with the image's preview. */
export function MenuItemFields({ form }: { form: MenuItemFormFields }) {
  const { values, field, imageFailed } = form;
  const previewUrl = useDebouncedValue(values.imageUrl, 300);
  return (
    <>
      <Input label="Name" autoComplete="off" maxLength={MENU_ITEM_LIMITS.name} {...field('name')} />
      <TextArea label="Description" rows={4} maxLength={MENU_ITEM_LIMITS.description} {...field('description')} />
      <Row>
        <Input
          label="Price (₹)"
          type="number"
          inputMode="decimal"
          min={MENU_ITEM_LIMITS.minPrice}
          max={MENU_ITEM_LIMITS.maxPrice}
          step={0.01}
          {...field('price')}
        />
        <Select label="Category" {...field('category')}>
          <option value="">Select a category</option>
          {CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
      </Row>
      <Row>
        <DietField {...field('diet')} />
        <Input
          label="Plates per day"
          type="number"
          inputMode="numeric"
          min={MENU_ITEM_LIMITS.minPlates}
          max={MENU_ITEM_LIMITS.maxPlates}
          step={1}
          hint="Leave empty for no daily limit"
          {...field('platesPerDay')}
        />
      </Row>
      <Input
        label="Image URL"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="/images/thali.svg or https://…"
        hint="JPEG, PNG or WebP"
        {...field('imageUrl')}
      />
      <ImagePreview url={previewUrl} onFailed={imageFailed} />
    </>
  );
}
