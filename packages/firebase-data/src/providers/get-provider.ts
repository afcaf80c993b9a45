import { get } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import { type Provider } from '../model';
import { isValidKey } from '../reads/keys';
import { PUBLIC_READS } from '../reads/public-reads';
import { PUBLIC_VALUES } from '../reads/public-values';
import { specQuery } from '../reads/spec-query';
import { sayer } from '../texts/say';
import { KITCHENS_TEXTS } from '../texts/kitchens-texts';

const { text: dataText } = sayer(KITCHENS_TEXTS);
/** One provider; throws Error(dataText('kitchen.notFound')) when missing (or malformed). */
export async function getProvider(id: string, fb: DataServices = firebase()): Promise<Provider> {
  if (!isValidKey(id)) throw new Error(dataText('kitchen.notFound'));
  const provider = PUBLIC_VALUES.provider((await get(specQuery(fb, PUBLIC_READS.provider(id)))).val(), id);
  if (!provider) throw new Error(dataText('kitchen.notFound'));
  return provider;
}
