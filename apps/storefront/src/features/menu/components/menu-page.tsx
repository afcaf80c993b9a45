import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { MenuItem, Plan } from '@thali/firebase-data';
import { Alert, Page, PageTitle, Spinner, useDocumentTitle, plainMessage } from '@thali/ui';
import { EmptyBox } from '../../../shared/components/messages';
import { ratingSummary } from '../../../shared/utils/format-rating';
import { Grid } from '../../../shared/components/provider-grid';
import { useMenuActions } from '../hooks/use-menu-actions';
import { useMenuCategory } from '../hooks/use-menu-category';
import { useProviderMenu } from '../hooks/use-provider-menu';
import { useActivePlans } from '../hooks/use-active-plans';
import { CategoryTabs } from './category-tabs';
import { MenuItemCard } from './menu-item-card';
import { TiffinPlans } from './tiffin-plans';
import { ReviewsList } from './reviews-list';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 {
    margin-bottom: 0.25rem;
  }
`;

const Cuisine = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  font-size: 1.125rem;
`;

const Meta = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RatingLine = styled.p`
  margin: 0 0 0.75rem;
  font-weight: 600;
`;

const PendingNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

export const NOT_TAKING_ORDERS = 'This kitchen is not taking orders yet: it is awaiting approval by Thali.';

// Items likely visible before scrolling load at once; the rest lazily.
const EAGER_ITEMS = 4;

function MenuError({ message }: { message: string }) {
  return (
    <Page>
      <PageTitle>Error</PageTitle>
      <Alert>{message}</Alert>
      <p>
        <Link to="/">Return to Home</Link>
      </p>
    </Page>
  );
}

const NO_ITEMS: MenuItem[] = [];
const NO_PLANS: Plan[] = [];

export function MenuPage() {
  const { providerId = '' } = useParams();
  const menu = useProviderMenu(providerId);
  const plans = useActivePlans(providerId).data ?? NO_PLANS;
  const { provider = null, items = NO_ITEMS } = menu.data ?? {};
  const { error } = menu;
  const loading = menu.status === 'pending';
  const [category, setCategory] = useMenuCategory();
  const { addToBasket, buyNow, startBuy, uid, authReady } = useMenuActions();
  const shown = useMemo(() => (category === 'all' ? items : items.filter((i) => i.category === category)), [items, category]);
  const rating = ratingSummary(provider?.rating, provider?.ratingCount);
  useDocumentTitle(error ? 'Error' : provider ? `${provider.name} menu` : 'Menu');

  if (error) return <MenuError message={plainMessage(error, 'We could not load this menu. Please check your connection and try again.')} />;
  if (loading || !provider) {
    return (
      <Page aria-busy="true">
        <h1 className="visually-hidden">Menu</h1>
        <Spinner label="Loading menu" />
      </Page>
    );
  }

  return (
    <Page>
      <Header>
        <PageTitle>{provider.name}</PageTitle>
        <Cuisine>{provider.cuisine}</Cuisine>
        <Meta>{provider.address}</Meta>
        <RatingLine>
          <span aria-hidden="true">{rating.text}</span>
          <span className="visually-hidden">{rating.label}</span>
        </RatingLine>
        <Link to="/">
          <span aria-hidden="true">← </span>Back to Home
        </Link>
      </Header>
      {/* A pending kitchen is not listed, but its page can be opened by address (the kitchen previews it this way);
          the database would refuse its orders, so the buttons say why they are off instead of failing. */}
      {provider.approved ? null : <PendingNote role="status">{NOT_TAKING_ORDERS}</PendingNote>}
      <TiffinPlans plans={plans} open={provider.approved} />
      <CategoryTabs selected={category} onSelect={setCategory}>
        {shown.length === 0 ? (
          <EmptyBox>
            <p>No menu items found in this category.</p>
          </EmptyBox>
        ) : (
          <Grid>
            {shown.map((item, index) => (
              <li key={item.id}>
                <MenuItemCard
                  item={item}
                  eager={index < EAGER_ITEMS}
                  disabled={!authReady || !provider.approved}
                  onAdd={addToBasket}
                  onBuy={buyNow}
                  onStartBuy={startBuy}
                  uid={uid}
                />
              </li>
            ))}
          </Grid>
        )}
      </CategoryTabs>
      <ReviewsList providerId={provider.id} rating={provider.rating} ratingCount={provider.ratingCount} />
    </Page>
  );
}
