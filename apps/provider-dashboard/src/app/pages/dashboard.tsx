import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@thali/contract';
import { definePage } from '../define-page';
// The Orders section it leads to: imported, so its code comes with this page's chunks (index.html preloads them for
// /provider-dashboard) instead of one download after the redirect.
import ordersPage from './dashboard-orders';

/** /provider-dashboard, the address kitchens and links knew before the sections: Orders, in place of it in history. */
function DashboardRedirect() {
  const { hash } = useLocation();
  return <Navigate to={`${paths.dashboardOrders()}${hash}`} replace />;
}

export default definePage('dashboard', {
  component: DashboardRedirect,
  // what the Orders section shows first
  sessionQueries: ordersPage.page.sessionQueries,
});
