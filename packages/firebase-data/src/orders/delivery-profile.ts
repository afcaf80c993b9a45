import type { UserProfile } from '../model';

// No database here: the fake use cases build the same answer (fake/fake-use-cases.ts).

/** What an order's delivery step is prefilled with from the customer's profile (checkout, Buy Now). */
export interface DeliveryProfile {
  address: string;
  name: string;
  /** the stored mobile (+91XXXXXXXXXX), '' when none yet (asked at the first order) */
  phone: string;
}

/** The delivery fields of a profile, empty strings for those it lacks (or for no profile at all). */
export function toDeliveryProfile(profile: Pick<UserProfile, 'address' | 'name' | 'phone'> | undefined): DeliveryProfile {
  return { address: profile?.address ?? '', name: profile?.name ?? '', phone: profile?.phone ?? '' };
}
