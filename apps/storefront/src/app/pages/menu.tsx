import { MenuPage } from '../../features/menu/components/menu-page';
import { menuQueries } from '../../features/menu/api/menu-queries';
import { definePage } from '../define-page';

// A kitchen's menu is composed with its data: its server copy is rendered with the first answers of these queries,
// which its hooks then read under the same keys (the dishes are the page's largest paint).
export default definePage('menu', {
  component: MenuPage,
  queries: ({ providerId = '' }) => [
    menuQueries.provider(providerId),
    menuQueries.liveProvider(providerId),
    menuQueries.items(providerId),
    menuQueries.plans(providerId),
    menuQueries.plates(providerId),
    menuQueries.reviews(providerId),
  ],
});
