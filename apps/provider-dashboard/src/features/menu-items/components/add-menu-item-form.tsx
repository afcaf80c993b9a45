import styled from 'styled-components';
import { CATEGORIES, MENU_ITEM_LIMITS } from '@thali/firebase-data';
import { Alert, Button, Card } from '@thali/ui';
import { Input, Select, TextArea } from '@thali/ui/form';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useMenuItemForm } from '../hooks/use-menu-item-form';
import { ImagePreview } from './image-preview';

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

/** The Add New Menu Item form; text is trimmed and the price stored as a number by the data package. */
export function AddMenuItemForm({ providerId, headingId }: { providerId: string; headingId: string }) {
  const { values, submitting, formError, notice, field, handleSubmit, imageFailed } = useMenuItemForm(providerId);
  const previewUrl = useDebouncedValue(values.imageUrl, 300);

  return (
    <Card>
      <form noValidate aria-labelledby={headingId} onSubmit={handleSubmit}>
        {formError ? <Alert>{formError}</Alert> : null}
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
        <Button type="submit" disabled={submitting} $block>
          {submitting ? 'Adding...' : 'Add Menu Item'}
        </Button>
        <Success role="status">{notice}</Success>
      </form>
    </Card>
  );
}
