// An order's delivery details as the customer's forms ask them (issue 40): the profile's prefill (one hook for Buy Now,
// checkout and Subscribe), the draft and its checks, and the fields. Its own entry, '@thali/auth-cart/delivery', bundled
// by the pages with those forms only: the shared '@thali/auth-cart' every page loads first does not grow with it.
export { useProfileAddress, profileAddressQuery, type DeliveryProfile } from './delivery/use-profile-address';
export {
  placeDraftOf, deliveryDraftOf, validateDeliveryDraft, deliveryOf, DELIVERY_DRAFT_ORDER, DELIVERY_DRAFT_TEXTS,
  type DeliveryDraft, type PlaceDraft,
} from './delivery/delivery-draft';
export { DeliveryFields, DELIVERY_FIELD_TEXTS, type DeliveryFieldsProps } from './delivery/delivery-fields';
export { useSlotChoice, useSlotChoices, orderSlotOf, type KitchenSlotChoice, type ChosenSlot, type SlotPreference } from './delivery/slot-choice';
