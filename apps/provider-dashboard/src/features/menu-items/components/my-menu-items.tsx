import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, ColumnGrid, Skeleton, plainMessage, useNow } from '@thali/ui';
import { paths } from '@thali/contract';
import { useMyMenuItems } from '../hooks/use-my-menu-items';
import { useT } from '../messages';
import { usePlateCounts } from '../hooks/use-plate-counts';
import { platesLimitText, platesSoldText } from '../utils/plates-sold';
import { MenuItemRow } from './menu-item-row';

const PublicLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
  &:focus {
    outline: none;
  }
`;

/**
 * The provider's own items, live, as customers see them on the public menu (hidden ones marked), each editable; a
 * limited item says how many of its plates are sold today, live too (until the count is read, the limit alone).
 */
export function MyMenuItems({ providerId, now: fixedNow }: { providerId: string; now?: number }) {
  const t = useT();
  const { data: items, error } = useMyMenuItems(providerId);
  const limited = Boolean(items?.some((item) => item.platesPerDay));
  const { data: plates } = usePlateCounts(providerId, limited);
  const now = useNow(fixedNow);
  const [notice, setNotice] = useState('');
  // after a delete the focus goes to the line that says so (the row and its buttons are gone)
  const noticeRef = useRef<HTMLParagraphElement>(null);
  return (
    <>
      <PublicLink to={paths.menu({ providerId })}>{t('list.publicLink')}</PublicLink>
      <Notice ref={noticeRef} role="status" tabIndex={-1}>
        {notice}
      </Notice>
      {error ? (
        <Alert>
          <h3>{t('list.error')}</h3>
          <p>{plainMessage(error, t('list.loadFailed'))}</p>
        </Alert>
      ) : !items ? (
        <div aria-busy="true">
          <span className="visually-hidden">{t('list.loading')}</span>
          <Skeleton $height="4.5rem" />
        </div>
      ) : items.length === 0 ? (
        <Muted>{t('list.empty')}</Muted>
      ) : (
        <ColumnGrid $gap={2} aria-label={t('list.label')}>
          {items.map((item) => (
            <MenuItemRow
              key={item.id}
              item={item}
              plates={plates ? platesSoldText(item, plates, now) : platesLimitText(item)}
              onNotice={setNotice}
              onDeleted={() => noticeRef.current?.focus()}
            />
          ))}
        </ColumnGrid>
      )}
    </>
  );
}
