import styled from 'styled-components';
import { Alert, Button, Card } from '@thali/ui';
import { useMenuItemForm } from '../hooks/use-menu-item-form';
import { useT } from '../messages';
import { MenuItemFields } from './menu-item-fields';

const Success = styled.p`
  margin: 1rem 0 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/** The Add New Menu Item form; text is trimmed and the price stored as a number by the data package. */
export function AddMenuItemForm({ providerId, headingId }: { providerId: string; headingId: string }) {
  const t = useT();
  const form = useMenuItemForm(providerId);
  const { submitting, photoBusy, formError, notice, handleSubmit } = form;

  return (
    <Card>
      <form noValidate aria-labelledby={headingId} onSubmit={handleSubmit}>
        {formError ? <Alert>{formError}</Alert> : null}
        <MenuItemFields form={form} />
        {/* Not while the photo is on its way: the dish would be added without it. */}
        <Button type="submit" disabled={submitting || photoBusy} $block>
          {submitting ? t('form.adding') : t('form.add')}
        </Button>
        <Success role="status">{notice}</Success>
      </form>
    </Card>
  );
}
