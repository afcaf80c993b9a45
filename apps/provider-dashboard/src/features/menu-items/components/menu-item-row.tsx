import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { imageSrc } from '@thali/firebase-data';
import { formatPrice } from '@thali/auth-cart';
import { deleteMenuItem, setMenuItemStatus, type MenuItem } from '@thali/firebase-data';
import { Alert, Button, DietMark, pictureSurface } from '@thali/ui';
import { useMutation } from '@thali/ui/mutation';
import { StatusBadge } from '@thali/ui/status';
import { dataSentence } from '@thali/ui/data-message';
import { useT } from '../messages';
import { categoryLabel } from '../utils/category-label';
import { EditMenuItemForm } from './edit-menu-item-form';

const Item = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  img {
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    ${pictureSurface}
  }
  &[data-hidden] img {
    opacity: 0.5;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.125rem 0.75rem;
`;

const Plates = styled.p<{ $soldOut: boolean }>`
  && {
    color: ${({ theme, $soldOut }) => ($soldOut ? theme.colors.danger : theme.colors.textMuted)};
    font-weight: ${({ $soldOut }) => ($soldOut ? 600 : 400)};
    font-variant-numeric: tabular-nums;
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  p {
    flex: 1 1 100%;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

/** The item's name after a button's word: read out, not shown (the row shows it). */
const visuallyHidden = (text: ReactNode) => <span className="visually-hidden">{text}</span>;

type Act = 'hide' | 'show' | 'delete';
type Focus = 'edit' | 'delete' | 'keep' | null;

interface RowProps {
  item: MenuItem;
  /** today's plates line of a limited item ('3 of 20 plates sold today', 'Sold out today'); '' without a limit */
  plates?: { text: string; soldOut: boolean };
  onNotice: (notice: string) => void;
  onDeleted: () => void;
}

/**
 * One of the kitchen's items, with its diet mark and, for a limited item, today's plates, and with Edit (the item's form in place of the row), Hide / Show and Delete (after a
 * confirmation). The focus stays with the row: back on Edit after the form closes, on "Keep it" while confirming,
 * back on Delete when kept. `onNotice` hears what happened (for the list's status line); `onDeleted` after a delete.
 */
export function MenuItemRow({ item, plates, onNotice, onDeleted }: RowProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const refs = { edit: useRef<HTMLButtonElement>(null), delete: useRef<HTMLButtonElement>(null), keep: useRef<HTMLButtonElement>(null) };
  const focusNext = useRef<Focus>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target) refs[target].current?.focus();
  });

  const hidden = item.status !== 'active';

  // Hide / Show and Delete share one state: one of them at a time, and the row's one error line.
  const action = useMutation({
    confirm: (act: Act) => act === 'delete',
    run: async (act: Act) => {
      if (act === 'delete') {
        await deleteMenuItem(item.id);
        onNotice(t('row.deleted', { name: item.name }));
        onDeleted();
        return;
      }
      await setMenuItemStatus(item.id, act === 'show' ? 'active' : 'inactive');
      onNotice(t(act === 'show' ? 'row.shown' : 'row.hiddenNotice', { name: item.name }));
    },
    errorMessage: (e, act) => dataSentence(e, t(act === 'delete' ? 'row.deleteFailed' : act === 'show' ? 'row.showFailed' : 'row.hideFailed')),
    onError: (_, act) => {
      if (act === 'delete') focusNext.current = 'delete';
    },
  });
  const busy = action.status === 'busy';
  const confirming = action.status === 'confirming' || (busy && action.args?.[0] === 'delete');

  const edit = (open: boolean) => {
    focusNext.current = open ? null : 'edit';
    setEditing(open);
  };

  if (editing) {
    return (
      <Item>
        <Wide>
          <EditMenuItemForm
            item={item}
            onClose={(saved) => {
              if (saved) onNotice(t('row.saved', { name: item.name }));
              edit(false);
            }}
          />
        </Wide>
      </Item>
    );
  }

  return (
    <Item data-hidden={hidden ? '' : undefined}>
      <img
        src={imageSrc(item.imageUrl)}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        // A broken picture leaves its tinted slot rather than the browser's broken-image icon.
        onError={(e) => {
          e.currentTarget.style.visibility = 'hidden';
        }}
      />
      <div>
        <h3>{item.name}</h3>
        <Facts>
          {item.diet ? <DietMark diet={item.diet} /> : null}
          <span>{categoryLabel(item.category)}</span>
          {hidden ? <StatusBadge status="inactive">{t('row.hidden')}</StatusBadge> : null}
        </Facts>
        {plates?.text ? <Plates $soldOut={plates.soldOut}>{plates.text}</Plates> : null}
      </div>
      <strong>{formatPrice(item.price)}</strong>
      {action.error ? (
        <Wide>
          <Alert>{action.error}</Alert>
        </Wide>
      ) : null}
      {confirming ? (
        <Actions role="group" aria-label={t('row.deleteGroup', { name: item.name })}>
          <p>{t('row.confirmDelete', { name: item.name })}</p>
          <Button type="button" $variant="danger" aria-disabled={busy} onClick={() => void action.confirm()}>
            {busy ? t('row.deleting') : t('row.yesDelete')}
          </Button>
          <Button ref={refs.keep} type="button" $variant="secondary" disabled={busy} onClick={() => {
            focusNext.current = 'delete';
            action.cancel();
          }}>
            {t('row.keep')}
          </Button>
        </Actions>
      ) : (
        <Actions>
          <Button ref={refs.edit} type="button" $variant="secondary" disabled={busy} onClick={() => edit(true)}>
            {t.rich('row.edit', { hidden: visuallyHidden }, { name: item.name })}
          </Button>
          <Button type="button" $variant="secondary" aria-disabled={busy} onClick={() => void action.start(hidden ? 'show' : 'hide')}>
            {t.rich(hidden ? 'row.show' : 'row.hide', { hidden: visuallyHidden }, { name: item.name })}
          </Button>
          <Button ref={refs.delete} type="button" $variant="ghost" disabled={busy} onClick={() => {
            focusNext.current = 'keep';
            void action.start('delete');
          }}>
            {t.rich('row.delete', { hidden: visuallyHidden }, { name: item.name })}
          </Button>
        </Actions>
      )}
    </Item>
  );
}
