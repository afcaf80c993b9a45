import { formatPrice } from '@thali/auth-cart';

/** Paise as people read them: '₹2,499.90' (en-IN). Stored and added as integers; only shown in rupees. */
export function formatPaise(paise: number): string {
  return formatPrice(paise / 100);
}
