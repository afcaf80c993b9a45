import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@thali/contract';
import { definePage } from '../define-page';
import { ordersSectionQueries } from '../orders-section-queries';

/** /provider-dashboard, the address kitchens and links knew before the sections: Orders, in place of it in history. */
function DashboardRedirect() {
  const { hash } = useLocation();
  return <Navigate to={`${paths.dashboardOrders()}${hash}`} replace />;
}

export default definePage('dashboard', {
  component: DashboardRedirect,
  // what the Orders section it leads to shows first
  sessionQueries: (_params, uid) => ordersSectionQueries(uid),
});
