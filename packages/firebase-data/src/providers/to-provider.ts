import type { z } from 'zod';
import { DEFAULT_ADDRESS, DEFAULT_CUISINE, DEFAULT_PHONE, type Provider } from '../model';
import { parseChildren, providerRecordSchema } from '../schemas';

const orDefault = (value: string | undefined, fallback: string) => (value && value.trim() ? value : fallback);

/** The public projection providers/{uid} with defaults for the fields a kitchen has not filled in. */
export function toProvider(id: string, record: z.output<typeof providerRecordSchema>): Provider {
  const provider: Provider = {
    id,
    name: record.name,
    cuisine: orDefault(record.cuisine, DEFAULT_CUISINE),
    address: orDefault(record.address, DEFAULT_ADDRESS),
    phone: orDefault(record.phone, DEFAULT_PHONE),
    rating: record.rating ?? null,
    approved: record.approved === true,
  };
  if (record.image) provider.imageUrl = record.image;
  if (record.description) provider.description = record.description;
  return provider;
}

/** The approved providers of a listing, by name (the query already asks for approved ones; this is a second check). */
export function toProviders(value: unknown): Provider[] {
  return parseChildren(providerRecordSchema, 'providers', value, toProvider)
    .filter((p) => p.approved)
    .sort((a, b) => a.name.localeCompare(b.name));
}
