import { get, ref } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import { type Provider } from '../model';
import { parseRecord, providerRecordSchema } from '../schemas';
import { toProvider } from './to-provider';

/** One provider; throws Error('Provider not found') when missing (or malformed). */
export async function getProvider(id: string, fb: DataServices = firebase()): Promise<Provider> {
  if (!id || /[.#$[\]/]/.test(id)) throw new Error('Provider not found');
  const snap = await get(ref(fb.db, `providers/${id}`));
  const record = snap.exists() ? parseRecord(providerRecordSchema, `providers/${id}`, snap.val()) : undefined;
  if (!record) throw new Error('Provider not found');
  return toProvider(id, record);
}
