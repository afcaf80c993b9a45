import { CartPage } from '../../features/cart/components/cart-page';
import { definePage } from '../define-page';

export default definePage('cart', { component: CartPage });
