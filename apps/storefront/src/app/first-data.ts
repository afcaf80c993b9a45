// Public pages whose server copy is rendered per request with their data (packages/tooling/first-data.js): the
// storefront's build bundles this for its server, beside the pages' static copies.
import { menuFirstData } from '../features/menu/api/first-data';

export const FIRST_DATA = { menu: menuFirstData };
