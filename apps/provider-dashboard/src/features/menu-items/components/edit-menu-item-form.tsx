import { useEffect } from 'react';
import styled from 'styled-components';
import type { MenuItem } from '@thali/firebase-data';
import { Alert, Button } from '@thali/ui';
import { useEditMenuItemForm } from '../hooks/use-edit-menu-item-form';
import { useT } from '../messages';
import { MenuItemFields } from './menu-item-fields';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * One item's fields, prefilled, with Save and Cancel; the same fields and checks as the Add form. The Name field
 * takes the focus on opening; `onClose(saved)` runs after a save or on Cancel (or Escape).
 */
export function EditMenuItemForm({ item, onClose }: { item: MenuItem; onClose: (saved: boolean) => void }) {
  const t = useT();
  const form = useEditMenuItemForm(item, () => onClose(true));
  const { submitting, photoBusy, formError, handleSubmit, focus } = form;
  useEffect(() => focus('name'), [focus]);

  return (
    <form
      noValidate
      aria-label={t('form.editLabel', { name: item.name })}
      onSubmit={handleSubmit}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !submitting) onClose(false);
      }}
    >
      {formError ? <Alert>{formError}</Alert> : null}
      <MenuItemFields form={form} />
      <Actions>
        {/* Not while the photo is on its way: the dish would be saved without it. */}
        <Button type="submit" disabled={submitting || photoBusy}>
          {submitting ? t('form.saving') : t('form.save')}
        </Button>
        <Button type="button" $variant="secondary" disabled={submitting} onClick={() => onClose(false)}>
          {t('form.cancel')}
        </Button>
      </Actions>
    </form>
  );
}
