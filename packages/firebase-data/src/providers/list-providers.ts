import { get } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { Provider } from '../model';
import { approvedProvidersQuery } from './providers-query';
import { toProviders } from './to-provider';

/** Every approved provider from the public projection `providers` (only meal_provider accounts can write there), by name. */
export async function listProviders(fb: DataServices = firebase()): Promise<Provider[]> {
  const snap = await get(approvedProvidersQuery(fb));
  return toProviders(snap.val());
}
