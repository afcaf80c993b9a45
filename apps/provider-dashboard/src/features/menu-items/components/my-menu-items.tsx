import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import { CATEGORIES, type Category } from '@thali/firebase-data';
import { Alert, Skeleton, plainMessage } from '@thali/ui';
import { useMyMenuItems } from '../hooks/use-my-menu-items';
import { paths } from '@thali/contract';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

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
    background: ${({ theme }) => theme.colors.surfaceAlt};
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

const categoryLabel = (c: Category) => CATEGORIES.find((x) => x.value === c)?.label ?? c;

/** The provider's own items, live, as customers see them on the public menu. */
export function MyMenuItems({ providerId }: { providerId: string }) {
  const { data: items, error } = useMyMenuItems(providerId);
  return (
    <>
      <PublicLink to={paths.menu({ providerId })}>View your public menu page</PublicLink>
      {error ? (
        <Alert>
          <h3>Error</h3>
          <p>{plainMessage(error, 'We could not load your menu items. Please check your connection and try again.')}</p>
        </Alert>
      ) : !items ? (
        <div aria-busy="true">
          <span className="visually-hidden">Loading your menu items</span>
          <Skeleton $height="4.5rem" />
        </div>
      ) : items.length === 0 ? (
        <Muted>You have not added any menu items yet.</Muted>
      ) : (
        <List aria-label="Your menu items">
          {items.map((item) => (
            <Item key={item.id}>
              <img
                src={item.imageUrl}
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
                <p>{categoryLabel(item.category)}</p>
              </div>
              <strong>{formatPrice(item.price)}</strong>
            </Item>
          ))}
        </List>
      )}
    </>
  );
}
