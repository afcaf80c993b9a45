import styled from 'styled-components';
import { deleteImage, uploadImage } from '@thali/firebase-data';
import { CATEGORIES, MENU_ITEM_LIMITS } from '@thali/firebase-data/logic';
import { Input, Select, TextArea } from '@thali/ui/form';
import { PhotoField, type PhotoFieldProps } from '@thali/ui/photo';
import type { useMenuItemForm } from '../hooks/use-menu-item-form';
import { useT } from '../messages';
import { categoryLabel } from '../utils/category-label';
import { previewSource } from '../utils/image-url';
import { DietField } from './diet-field';

const Row = styled.div`
  display: grid;
  gap: 0 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** What the fields need of a menu item form (the Add form's or an Edit form's). */
export type MenuItemFormFields = Pick<ReturnType<typeof useMenuItemForm>, 'values' | 'field' | 'setValue' | 'imageFailed' | 'setPhotoBusy'>;

/** A dish photo, processed on the phone, stored in the kitchen's own folder; the form keeps its reference. */
const uploadDishPhoto: PhotoFieldProps['upload'] = async (blob, contentType, { onProgress, signal }) =>
  (await uploadImage({ kind: 'dish', blob, contentType, onProgress, signal })).ref;

/** A photo uploaded and replaced before the dish was saved: nothing refers to it. A failed delete only leaves a file. */
const discardDishPhoto = (ref: string) => {
  deleteImage(ref).catch((error: unknown) => console.warn('An unused dish photo could not be deleted.', error));
};

/** The fields of a menu item, the same in the Add and the Edit form, with the dish's photo. */
export function MenuItemFields({ form }: { form: MenuItemFormFields }) {
  const t = useT();
  const { values, field, setValue, imageFailed, setPhotoBusy } = form;
  const image = field('imageUrl');
  return (
    <>
      <Input label={t('field.name')} autoComplete="off" maxLength={MENU_ITEM_LIMITS.name} {...field('name')} />
      <TextArea label={t('field.description')} rows={4} maxLength={MENU_ITEM_LIMITS.description} {...field('description')} />
      <Row>
        <Input
          label={t('field.price')}
          type="number"
          inputMode="decimal"
          min={MENU_ITEM_LIMITS.minPrice}
          max={MENU_ITEM_LIMITS.maxPrice}
          step={0.01}
          {...field('price')}
        />
        <Select label={t('field.category')} {...field('category')}>
          <option value="">{t('field.chooseCategory')}</option>
          {CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {categoryLabel(c.value)}
            </option>
          ))}
        </Select>
      </Row>
      <Row>
        <DietField {...field('diet')} />
        <Input
          label={t('field.platesPerDay')}
          type="number"
          inputMode="numeric"
          min={MENU_ITEM_LIMITS.minPlates}
          max={MENU_ITEM_LIMITS.maxPlates}
          step={1}
          hint={t('field.platesHint')}
          {...field('platesPerDay')}
        />
      </Row>
      <PhotoField
        label={t('field.photo')}
        previewAlt={t('field.photoPreview')}
        value={values.imageUrl}
        onChange={(value) => setValue('imageUrl', value)}
        upload={uploadDishPhoto}
        discard={discardDishPhoto}
        onBusyChange={setPhotoBusy}
        previewSrc={previewSource}
        onPreviewFailed={imageFailed}
        error={image.error}
        inputRef={image.ref}
        name={image.name}
      />
    </>
  );
}
