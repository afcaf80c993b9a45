import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { type MenuItem, type Plan } from '@thali/firebase-data';
import { openState, openStateMessages, platesLeft } from '@thali/firebase-data/logic';
import { Alert, BackArrowIcon, Page, PageTitle, Spinner, useDocumentTitle, plainMessage, useNow } from '@thali/ui';
import { useDataMessage } from '@thali/ui/data-message';
import { KitchenStatus } from '../../../shared/components/kitchen-status';
import { EmptyBox } from '../../../shared/components/messages';
import { VegOnlyToggle } from '../../../shared/components/veg-only-toggle';
import { ratingSummary } from '../../../shared/utils/format-rating';
import { RatingText } from '../../../shared/components/rating-text';
import { Grid } from '../../../shared/components/provider-grid-skeleton';
import { useMenuActions } from '../hooks/use-menu-actions';
import { useMenuCategory } from '../hooks/use-menu-category';
import { usePlateCounts } from '../hooks/use-plate-counts';
import { useProviderMenu } from '../hooks/use-provider-menu';
import { useLiveProvider } from '../hooks/use-live-provider';
import { useActivePlans } from '../hooks/use-active-plans';
import { useBackLink } from '../hooks/use-back-link';
import { useVegOnly } from '../hooks/use-veg-only';
import { CategoryTabs } from './category-tabs';
import { MenuItemCard } from './menu-item-card';
import { TiffinPlans } from './tiffin-plans';
import { KitchenDelivery } from './kitchen-delivery';
import { ReviewsList } from './reviews-list';
import { useT } from '../messages';

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

const Status = styled(KitchenStatus)`
  margin: 0 0 0.75rem;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const RatingLine = styled.p`
  margin: 0 0 0.75rem;
  font-weight: 600;
`;

/** The arrow beside the words, not underlined with them (a space between them would be). */
const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
`;

const PendingNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;



function MenuError({ message }: { message: string }) {
  const t = useT();
  return (
    <Page>
      <PageTitle>{t('error')}</PageTitle>
      <Alert>{message}</Alert>
      <p>
        <Link to="/">{t('returnHome')}</Link>
      </p>
    </Page>
  );
}

const NO_ITEMS: MenuItem[] = [];
const NO_PLANS: Plan[] = [];

export function MenuPage() {
  const { providerId = '' } = useParams();
  const t = useT();
  const menu = useProviderMenu(providerId);
  const plans = useActivePlans(providerId).data ?? NO_PLANS;
  const { provider: readOnce = null, items = NO_ITEMS } = menu.data ?? {};
  // The listing is live: hours, holidays and "Pause orders now" reach an open page.
  const live = useLiveProvider(providerId).data;
  const provider = readOnce && live ? live : readOnce;
  const plates = usePlateCounts(providerId, items.some((i) => i.platesPerDay !== undefined)).data;
  const now = useNow();
  // the kitchen's open state, a data sentence, in the reader's language
  const dataText = useDataMessage();
  const back = useBackLink();
  const { error } = menu;
  const loading = menu.status === 'pending';
  const [category, setCategory] = useMenuCategory();
  const [vegOnly, setVegOnly] = useVegOnly();
  const { addToBasket, buyNow, startBuy, uid, authReady } = useMenuActions();
  const shown = useMemo(
    () => items.filter((i) => (category === 'all' || i.category === category) && (!vegOnly || i.diet === 'veg')),
    [items, category, vegOnly],
  );
  const rating = ratingSummary(provider?.rating, provider?.ratingCount);
  useDocumentTitle(error ? t('error') : provider ? t('title', { name: provider.name }) : t('titleLoading'));

  if (error) return <MenuError message={plainMessage(error, t('loadFailed'))} />;
  if (loading || !provider) {
    return (
      <Page aria-busy="true">
        <h1 className="visually-hidden">{t('titleLoading')}</h1>
        <Spinner label={t('loading')} />
      </Page>
    );
  }

  const open = openState(provider, now);
  // issue 40: a closed kitchen still takes orders for its next slots (Buy Now's form offers them, and says so when
  // there is none today or tomorrow); a paused one takes none. The slots' code stays out of the menu's first load.
  // A pending kitchen's note already says why nothing can be bought.
  const canOrder = provider.accepting !== false;
  const closedReason = provider.approved && !open.open ? (canOrder ? t('card.closedLater') : dataText(open.reason)) : '';
  return (
    <Page>
      <Header>
        <PageTitle>{provider.name}</PageTitle>
        <Cuisine>{dataText(provider.cuisine)}</Cuisine>
        <Status pureVeg={provider.pureVeg} state={open} said={openStateMessages(provider, now)} live />
        <Meta>{provider.address}</Meta>
        <KitchenDelivery provider={provider} />
        {/* issue 39: the kitchen's food-safety registration, when it gave one */}
        {provider.fssai ? <Meta>{t('fssai', { number: provider.fssai })}</Meta> : null}
        <RatingLine>
          <RatingText rating={rating} />
        </RatingLine>
        <BackLink to={back.to} onClick={back.onClick}>
          <BackArrowIcon />
          {back.label}
        </BackLink>
      </Header>
      {/* A pending kitchen is not listed, but its page can be opened by address (the kitchen previews it this way);
          the database would refuse its orders, so the buttons say why they are off instead of failing. */}
      {provider.approved ? null : <PendingNote role="status">{t('notTakingOrders')}</PendingNote>}
      <TiffinPlans plans={plans} open={provider.approved} />
      <Toolbar>
        <VegOnlyToggle pressed={vegOnly} onChange={setVegOnly} />
      </Toolbar>
      <CategoryTabs selected={category} onSelect={setCategory}>
        {shown.length === 0 ? (
          <EmptyBox>
            <p>{vegOnly ? t('empty.veg') : t('empty.category')}</p>
          </EmptyBox>
        ) : (
          // Every item's picture loads lazily: the kitchen's header and tiffin plans fill the first screen (the first
          // item's picture starts about 1,000 px down on a phone and on a laptop), and the browser fetches a lazy image
          // as soon as the laid-out page has it near the viewport, not with the document's own first requests.
          <Grid>
            {shown.map((item) => (
              <li key={item.id}>
                <MenuItemCard
                  item={item}
                  disabled={!authReady || !provider.approved}
                  onAdd={addToBasket}
                  onBuy={buyNow}
                  onStartBuy={startBuy}
                  uid={uid}
                  kitchen={provider}
                  closedReason={closedReason}
                  canOrder={canOrder}
                  platesLeft={platesLeft(item, plates, now)}
                  plates={plates}
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
