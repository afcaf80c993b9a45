import { z } from 'zod';

// Shapes of what the database holds (spec §3). Everything read is untrusted: it is parsed with these
// schemas and a record that does not fit is skipped and reported, never thrown at a page.

export type Role = 'user' | 'meal_provider' | '';
export type Category = 'main-course' | 'appetizers' | 'desserts' | 'beverages';
export const CATEGORIES: { value: Category; label: 'Main Course' | 'Appetizers' | 'Desserts' | 'Beverages' }[] = [
  { value: 'main-course', label: 'Main Course' },
  { value: 'appetizers', label: 'Appetizers' },
  { value: 'desserts', label: 'Desserts' },
  { value: 'beverages', label: 'Beverages' },
];
export type OrderStatus = 'pending' | 'completed' | 'cancelled' | 'delivered' | (string & {});

export interface UserProfile {
  uid: string; name: string; email: string; role: Role; createdAt: string;
  phone?: string; address?: string; cuisine?: string; image?: string;
}
export interface Provider {
  id: string; name: string; cuisine: string; address: string; phone: string;
  imageUrl?: string; rating: number | null; description?: string;
}
export interface MenuItem {
  id: string; providerId: string; name: string; description: string; price: number;
  category: Category; imageUrl: string; status: string; createdAt: number; updatedAt: number;
}
export interface CartLine {
  id: string; providerId: string; name: string; description: string; price: number;
  imageUrl: string; quantity: number; addedAt: number;
}
export interface Order {
  id: string; userId: string; providerId: string; itemId: string; itemName: string;
  price: number; quantity: number; status: OrderStatus; timestamp: number; updatedAt?: number;
}
export interface ProviderStats {
  totalOrders: number; totalRevenue: number; monthlyOrders: number;
  monthlyRevenue: number; pendingOrders: number; completedOrders: number; cancelledOrders: number;
}
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Spec §3 defaults for provider cards. */
export const DEFAULT_CUISINE = 'Indian Cuisine';
export const DEFAULT_ADDRESS = 'Nagpur, Maharashtra';
export const DEFAULT_PHONE = '+91 00000 00000';

const finite = z.number().refine(Number.isFinite, 'not a finite number');
const optText = z.string().optional();

export const userRecordSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.string().optional(),
  createdAt: z.union([z.string(), finite]).optional(),
  phone: optText, address: optText, cuisine: optText, image: optText,
});

export const providerRecordSchema = z.object({
  name: z.string().min(1),
  cuisine: optText, address: optText, phone: optText, image: optText,
  rating: finite.optional(),
  description: optText,
});

export const menuItemRecordSchema = z.object({
  providerId: z.string(),
  name: z.string(),
  description: z.string(),
  price: finite,
  category: z.enum(['main-course', 'appetizers', 'desserts', 'beverages']),
  imageUrl: z.string(),
  status: z.string().default('active'),
  createdAt: finite.default(0),
  updatedAt: finite.default(0),
});

export const cartRecordSchema = z.object({
  id: optText,
  providerId: z.string().default(''),
  name: z.string().default(''),
  description: z.string().default(''),
  price: finite,
  imageUrl: z.string().default(''),
  quantity: finite,
  addedAt: finite.default(0),
});

export const orderRecordSchema = z.object({
  userId: z.string(),
  providerId: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  price: finite,
  quantity: finite,
  status: z.string(),
  timestamp: finite,
  updatedAt: finite.optional(),
});

export const statsRecordSchema = z.object({
  totalOrders: finite.default(0),
  totalRevenue: finite.default(0),
  monthlyOrders: finite.default(0),
  monthlyRevenue: finite.default(0),
  pendingOrders: finite.default(0),
  completedOrders: finite.default(0),
  cancelledOrders: finite.default(0),
  monthKey: z.string().optional(),
  monthStart: finite.optional(),
});

/** A record that failed validation: skipped, and reported here. */
export function reportInvalidRecord(path: string, error: unknown): void {
  const detail = error instanceof z.ZodError ? error.issues.map((i) => `${i.path.join('.') || '(record)'}: ${i.message}`).join('; ') : String(error);
  console.warn(`[firebase-data] skipped malformed record at ${path}: ${detail}`);
}

/** Parse one record; undefined (and a report) when it does not fit. */
export function parseRecord<S extends z.ZodType>(schema: S, path: string, value: unknown): z.output<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  reportInvalidRecord(path, result.error);
  return undefined;
}

/** Parse every child of a map-shaped node, skipping (and reporting) the malformed ones. */
export function parseChildren<S extends z.ZodType, T>(
  schema: S, basePath: string, value: unknown, build: (id: string, record: z.output<S>) => T,
): T[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') {
    reportInvalidRecord(basePath, 'expected an object');
    return [];
  }
  const out: T[] = [];
  for (const [id, raw] of Object.entries(value as Record<string, unknown>)) {
    const record = parseRecord(schema, `${basePath}/${id}`, raw);
    if (record !== undefined) out.push(build(id, record));
  }
  return out;
}
