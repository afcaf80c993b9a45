// The FAQ's topics and their questions, in the page's order. Each is its texts' ids in the catalogue (messages/):
// a topic `<id>.title`, a question `<entry>.question` and `<entry>.answer`. The id is also the topic's anchor
// (/faq#payment-delivery), so it stays the same in every language.
export const FAQ_SECTIONS = [
  { id: 'ordering', entries: ['ordering.what', 'ordering.how', 'ordering.several', 'ordering.follow'] },
  { id: 'payment-delivery', entries: ['payment-delivery.pay', 'payment-delivery.fee', 'payment-delivery.areas'] },
  { id: 'cancellations', entries: ['cancellations.cancel', 'cancellations.why', 'cancellations.wrong'] },
  { id: 'accounts', entries: ['accounts.need', 'accounts.keep', 'accounts.theme'] },
  { id: 'providers', entries: ['providers.start', 'providers.handle', 'providers.paid'] },
] as const;

export type FaqEntry = (typeof FAQ_SECTIONS)[number]['entries'][number];
