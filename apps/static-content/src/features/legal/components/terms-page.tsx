import { formatPrice } from '@thali/auth-cart';
import { DELIVERY_FEE } from '@thali/domain/fees';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: readonly LegalSection[] = [
  { id: 'about-thali', title: 'terms.about-thali.title', body: ['terms.about-thali.p1'] },
  {
    id: 'accounts',
    title: 'terms.accounts.title',
    body: [['terms.accounts.item1', 'terms.accounts.item2', 'terms.accounts.item3', 'terms.accounts.item4']],
  },
  { id: 'ordering', title: 'terms.ordering.title', body: ['terms.ordering.p1', 'terms.ordering.p2'] },
  {
    id: 'prices-payment',
    title: 'terms.prices-payment.title',
    body: [['terms.prices-payment.item1', 'terms.prices-payment.item2', 'terms.prices-payment.item3', 'terms.prices-payment.item4']],
  },
  { id: 'cancellations', title: 'terms.cancellations.title', body: ['terms.cancellations.p1', 'terms.cancellations.p2'] },
  { id: 'food-safety', title: 'terms.food-safety.title', body: ['terms.food-safety.p1'] },
  {
    id: 'providers',
    title: 'terms.providers.title',
    body: [['terms.providers.item1', 'terms.providers.item2', 'terms.providers.item3', 'terms.providers.item4']],
  },
  { id: 'acceptable-use', title: 'terms.acceptable-use.title', body: ['terms.acceptable-use.p1'] },
  { id: 'liability', title: 'terms.liability.title', body: ['terms.liability.p1'] },
  { id: 'changes', title: 'terms.changes.title', body: ['terms.changes.p1'] },
  { id: 'law', title: 'terms.law.title', body: ['terms.law.p1'] },
  { id: 'contact', title: 'terms.contact.title', body: ['terms.contact.p1'] },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="terms.title"
      updated="2026-11-01"
      intro="terms.intro"
      sections={SECTIONS}
      values={{ fee: formatPrice(DELIVERY_FEE) }}
    />
  );
}
