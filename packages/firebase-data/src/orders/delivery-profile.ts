import type { DeliveryPlace } from '@thali/domain/address';
import type { UserProfile } from '../model';

// No database here: the fake use cases build the same answer (fake/fake-use-cases.ts).

/** What an order's delivery step is prefilled with from the customer's profile (checkout, Buy Now). */
export interface DeliveryProfile {
  /** the profile's one-line address (older profiles have only this: "complete your address") */
  address: string;
  /** the profile's place (issue 40), when it has one */
  place?: DeliveryPlace;
  name: string;
  /** the stored mobile (+91XXXXXXXXXX), '' when none yet (asked at the first order) */
  phone: string;
}

/** The delivery fields of a profile, empty strings for those it lacks (or for no profile at all). */
export function toDeliveryProfile(profile: Pick<UserProfile, 'address' | 'name' | 'phone' | 'place'> | undefined): DeliveryProfile {
  return { address: profile?.address ?? '', ...(profile?.place ? { place: profile.place } : {}), name: profile?.name ?? '', phone: profile?.phone ?? '' };
}
