import { get, ref } from 'firebase/database';
import { firebase, type FirebaseServices } from '../app';
import type { Provider } from '../model';
import { toProviders } from './to-provider';

/** Every provider from the public projection `providers` (only meal_provider accounts can write there), by name. */
export async function listProviders(fb: FirebaseServices = firebase()): Promise<Provider[]> {
  const snap = await get(ref(fb.db, 'providers'));
  return toProviders(snap.val());
}
