import { writeData } from './accounts';

/** A dish of a journey's kitchen; what is left out takes the defaults of `addDish`. */
export interface Dish {
  providerId: string;
  name: string;
  price: number;
  description?: string;
  category?: string;
  imageUrl?: string;
  diet?: 'veg' | 'egg' | 'non-veg';
  createdAt?: number;
}

/**
 * Puts a dish on a kitchen's menu as the dashboard's form would have stored it (on sale, created and updated at
 * `createdAt`, now unless given), by default a main course with the thali picture described as
 * "<name>, cooked for the journeys.". Returns the stored record.
 */
export async function addDish(id: string, dish: Dish) {
  const { providerId, name, price, description = `${name}, cooked for the journeys.`, category = 'main-course', imageUrl = '/images/thali.svg',
    diet, createdAt = Date.now() } = dish;
  const record = { providerId, name, description, price, category, ...(diet ? { diet } : {}), imageUrl, status: 'active', createdAt, updatedAt: createdAt };
  await writeData(`menu-items/${id}`, record);
  return record;
}
