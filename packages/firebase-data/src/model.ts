// Shapes of what the database holds (spec §3). Everything read is untrusted: schemas.ts parses it,
// and a record that does not fit is skipped and reported, never thrown at a page.

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
  /** Set by a Thali admin. A new kitchen is pending (false): not listed, and it cannot receive orders yet. */
  approved: boolean;
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
