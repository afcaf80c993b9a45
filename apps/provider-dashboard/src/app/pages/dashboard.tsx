import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@thali/contract';
import { definePage } from '../define-page';

/** /provider-dashboard, the address kitchens and links knew before the sections: Orders, in place of it in history. */
function DashboardRedirect() {
  const { hash } = useLocation();
  return <Navigate to={`${paths.dashboardOrders()}${hash}`} replace />;
}

export default definePage('dashboard', { component: DashboardRedirect });
