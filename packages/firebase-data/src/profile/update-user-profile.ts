import { ref, update } from 'firebase/database';
import { isImageUrl } from '@thali/domain';
import { MENU_ITEM_MESSAGES } from '../menu/validate-menu-item';
import { firebase, type DataServices } from '../app';
import type { UserProfile } from '../model';
import { getUserProfile } from './get-user-profile';
import { customerMobile, DELIVERY_MESSAGES } from '../orders/delivery';
import { listingProfileWrites, namesByRequest, readListing } from '../providers/kitchen-writes';
import { removeReplacedImage } from '../images/delete-image';
import { checkKitchenChanges } from '../providers/kitchen-details';
import { fssaiNumber, kitchenPhone } from '@thali/domain/kitchen-details';
import { placeLine, type DeliveryPlace } from '@thali/domain/address';
import { cleanPlace } from '../orders/place';

export interface ProfileChanges {
  name?: string;
  phone?: string;
  address?: string;
  cuisine?: string;
  /** a kitchen's picture: its uploaded file's storage reference (uploadImage), an https: URL or a site path such as
   * /images/kitchen.svg; '' removes it */
  image?: string;
  /** issue 39, a kitchen's: its area (Nagpur's list), its cuisine's own words (cuisine 'other'), its FSSAI number ('' removes it) */
  area?: string;
  cuisineOther?: string;
  fssai?: string;
  /** issue 40, a customer's delivery address: checked as the order forms check it (validatePlace), stored with its one
   * line in `address` */
  place?: DeliveryPlace;
}


/**
 * Save profile fields (trimmed). A provider's save also updates the public providers/{uid} projection, in the same
 * atomic multi-path update, field by field (never the rating figures or `approved`, which only reviews and admins
 * move): an approved kitchen's new name becomes a request that staff approve (its account and listing keep the
 * approved name meanwhile; the returned profile carries `nameRequest`), and a changed address, phone or picture comes
 * with its record for staff (listingProfileWrites, issue 36).
 * A kitchen's details (issue 39: phone, area, address, cuisine with its Other words, FSSAI number) are checked as at
 * signup (checkKitchenChanges) and its area, Other words and FSSAI number go to the listing only.
 * The kitchen picture (`image`, kitchens only) must be an image address the rules accept, else nothing is written; a
 * customer's phone must be an Indian mobile number (stored +91XXXXXXXXXX; DELIVERY_MESSAGES.phoneInvalid otherwise).
 * A kitchen's replaced or removed uploaded picture is removed from Storage once the write succeeded.
 * Returns the saved profile.
 */
export async function updateUserProfile(uid: string, changes: ProfileChanges, fb: DataServices = firebase()): Promise<UserProfile> {
  const current = await getUserProfile(uid, fb);
  if (current.role === 'meal_provider') checkKitchenChanges(changes);
  const clean: Record<string, string> = {};
  for (const key of ['name', 'phone', 'address', 'cuisine', 'image'] as const) {
    const value = changes[key];
    if (typeof value === 'string') clean[key] = value.trim();
  }
  if (clean.name === '') delete clean.name; // a record always keeps a name
  if (current.role !== 'meal_provider') {
    // cuisine and picture are a kitchen's fields; customers have none
    delete clean.cuisine;
    delete clean.image;
  }
  if (clean.image && !isImageUrl(clean.image)) throw new Error(MENU_ITEM_MESSAGES.imageUrlInvalid);
  const writes: Record<string, unknown> = {};
  // A customer's phone is its mobile (issue 37: copied onto every order, which the rules compare), kept as
  // +91XXXXXXXXXX; '' removes it (the next order asks again). A kitchen's may be a landline, kept as typed.
  if (current.role !== 'meal_provider' && clean.phone !== undefined) {
    if (clean.phone === '') {
      delete clean.phone;
      writes[`users/${uid}/phone`] = null;
    } else {
      const mobile = customerMobile(clean.phone);
      if (!mobile) throw new Error(DELIVERY_MESSAGES.phoneInvalid);
      clean.phone = mobile;
    }
  }
  if (current.role === 'meal_provider') {
    const listing = await readListing(uid, fb);
    // the account keeps the approved name while a new one waits for approval
    if (namesByRequest(listing) && clean.name !== undefined) delete (clean as { name?: string }).name;
    // the phone as the rules keep it: as people read it ("+91 98765 43210", "0712 2345678")
    if (clean.phone !== undefined) clean.phone = kitchenPhone(clean.phone) ?? clean.phone;
    Object.assign(writes, listingProfileWrites(fb, uid, listing, { ...clean, name: (changes.name ?? '').trim() || undefined }));
    if (changes.area !== undefined) writes[`providers/${uid}/area`] = changes.area;
    if (changes.cuisine !== undefined) writes[`providers/${uid}/cuisineOther`] = changes.cuisine === 'other' ? (changes.cuisineOther ?? '').trim() : null;
    if (changes.fssai !== undefined) writes[`providers/${uid}/fssai`] = fssaiNumber(changes.fssai);
  }
  for (const [key, value] of Object.entries(clean)) writes[`users/${uid}/${key}`] = value;
  if (changes.place !== undefined && current.role !== 'meal_provider') {
    const place = cleanPlace(changes.place); // throws a PlaceValidationError, nothing written
    writes[`users/${uid}/place`] = place;
    writes[`users/${uid}/address`] = placeLine(place);
  }
  if (Object.keys(writes).length > 0) await update(ref(fb.db), writes);
  if (clean.image !== undefined) await removeReplacedImage(current.image, clean.image, fb);
  return getUserProfile(uid, fb);
}
