import styled from 'styled-components';
import { CATEGORIES, MENU_ITEM_LIMITS } from '@thali/firebase-data';
import { Button, Card, Input } from '@thali/ui';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useMenuItemForm } from '../hooks/use-menu-item-form';
import { ImagePreview } from './image-preview';
import { SelectField, TextAreaField } from './form-fields';

const Alert = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Success = styled.p`
  margin: 1rem 0 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const Row = styled.div`
  display: grid;
  gap: 0 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Spec §5 form; text is trimmed and the price stored as a number by the data package. */
export function AddMenuItemForm({ providerId, headingId }: { providerId: string; headingId: string }) {
  const { values, errors, submitting, formError, notice, register, change, submit } = useMenuItemForm(providerId);
  const previewUrl = useDebouncedValue(values.imageUrl, 300);

  return (
    <Card>
      <form noValidate aria-labelledby={headingId} onSubmit={submit}>
        {formError ? <Alert role="alert">{formError}</Alert> : null}
        <Input
          ref={register('name')}
          label="Name"
          name="name"
          autoComplete="off"
          maxLength={MENU_ITEM_LIMITS.name}
          value={values.name}
          error={errors.name}
          onChange={(e) => change('name', e.target.value)}
        />
        <TextAreaField
          ref={register('description')}
          label="Description"
          name="description"
          rows={4}
          maxLength={MENU_ITEM_LIMITS.description}
          value={values.description}
          error={errors.description}
          onChange={(e) => change('description', e.target.value)}
        />
        <Row>
          <Input
            ref={register('price')}
            label="Price (₹)"
            name="price"
            type="number"
            inputMode="decimal"
            min={MENU_ITEM_LIMITS.minPrice}
            max={MENU_ITEM_LIMITS.maxPrice}
            step={0.01}
            value={values.price}
            error={errors.price}
            onChange={(e) => change('price', e.target.value)}
          />
          <SelectField
            ref={register('category')}
            label="Category"
            name="category"
            value={values.category}
            error={errors.category}
            onChange={(e) => change('category', e.target.value)}
          >
            <option value="">Select a category</option>
            {CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </SelectField>
        </Row>
        <Input
          ref={register('imageUrl')}
          label="Image URL"
          name="imageUrl"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="/images/thali.svg or https://…"
          hint="JPEG, PNG or WebP"
          value={values.imageUrl}
          error={errors.imageUrl}
          onChange={(e) => change('imageUrl', e.target.value)}
        />
        <ImagePreview url={previewUrl} />
        <Button type="submit" disabled={submitting} $block>
          {submitting ? 'Adding...' : 'Add Menu Item'}
        </Button>
        <Success role="status">{notice}</Success>
      </form>
    </Card>
  );
}
