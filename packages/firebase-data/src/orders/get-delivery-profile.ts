import { firebase, type DataServices } from '../app';
import { getUserProfile } from '../profile/get-user-profile';
import { toDeliveryProfile, type DeliveryProfile } from './delivery-profile';

/** The customer's address, name and mobile from the profile; empty strings when none. */
export async function getDeliveryProfile(uid: string, fb: DataServices = firebase()): Promise<DeliveryProfile> {
  // No profile record (an account made elsewhere): the customer types them.
  return toDeliveryProfile(await getUserProfile(uid, fb).catch(() => undefined));
}
