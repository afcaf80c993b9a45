const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Prices in rupees with 2 decimals, e.g. ₹1,250.00 — the one formatter every app uses. */
export function formatPrice(amount: number): string {
  return rupees.format(Number.isFinite(amount) ? amount : 0);
}
