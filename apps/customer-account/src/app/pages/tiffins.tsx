import { tiffinsQueries } from '../../features/tiffins/api/tiffins-queries';
import { TiffinsPage } from '../../features/tiffins/components/tiffins-page';
import { definePage } from '../define-page';

export default definePage('tiffins', {
  component: TiffinsPage,
  // the subscriptions and their bills: started by the shell while it checks the account's role
  sessionQueries: (_params, uid) => [tiffinsQueries.subscriptions(uid), tiffinsQueries.bills(uid)],
});
