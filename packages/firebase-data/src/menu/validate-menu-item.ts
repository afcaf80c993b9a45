import { CATEGORIES, type Category, type FieldErrors } from '../model';

export interface MenuItemInput {
  name: string;
  description: string;
  price: number | string;
  category: Category | string;
  imageUrl: string;
}
export type MenuItemField = 'name' | 'description' | 'price' | 'category' | 'imageUrl';

/** Text lengths of §9, and the price range in rupees the database rules accept (RULES.md, "Bounds"). */
export const MENU_ITEM_LIMITS = { name: 100, description: 500, minPrice: 1, maxPrice: 20000 } as const;

export const MENU_ITEM_MESSAGES = {
  name: 'Name is required',
  nameTooLong: `Name must be at most ${MENU_ITEM_LIMITS.name} characters`,
  description: 'Description is required',
  descriptionTooLong: `Description must be at most ${MENU_ITEM_LIMITS.description} characters`,
  price: 'Please enter a valid price',
  priceTooLow: `Price must be at least ₹${MENU_ITEM_LIMITS.minPrice}`,
  priceTooHigh: 'Price must be at most ₹20,000',
  category: 'Please select a category',
  imageUrl: 'Image URL is required',
  imageUrlInvalid: 'Please enter a valid image URL',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The price as stored: a number (NaN when absent or not numeric). */
export function parsePrice(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim());
  return Number.NaN;
}

/** Spec §5: field errors in the spec's order (name, description, price, category, imageUrl); {} when valid. */
export function validateMenuItem(input: MenuItemInput): FieldErrors<MenuItemField> {
  const errors: FieldErrors<MenuItemField> = {};
  const name = text(input.name);
  const description = text(input.description);
  const price = parsePrice(input.price);
  const imageUrl = text(input.imageUrl);
  if (!name) errors.name = MENU_ITEM_MESSAGES.name;
  else if (name.length > MENU_ITEM_LIMITS.name) errors.name = MENU_ITEM_MESSAGES.nameTooLong;
  if (!description) errors.description = MENU_ITEM_MESSAGES.description;
  else if (description.length > MENU_ITEM_LIMITS.description) errors.description = MENU_ITEM_MESSAGES.descriptionTooLong;
  if (!Number.isFinite(price) || price <= 0) errors.price = MENU_ITEM_MESSAGES.price;
  else if (price < MENU_ITEM_LIMITS.minPrice) errors.price = MENU_ITEM_MESSAGES.priceTooLow;
  else if (price > MENU_ITEM_LIMITS.maxPrice) errors.price = MENU_ITEM_MESSAGES.priceTooHigh;
  if (!CATEGORIES.some((c) => c.value === input.category)) errors.category = MENU_ITEM_MESSAGES.category;
  if (!imageUrl) errors.imageUrl = MENU_ITEM_MESSAGES.imageUrl;
  else if (!isImageUrl(imageUrl)) errors.imageUrl = MENU_ITEM_MESSAGES.imageUrlInvalid;
  return errors;
}

/**
 * A path on the site serving the page, such as /images/kheer.svg (the demo images). Not `//host` nor `/\host`:
 * browsers read both as another host. No backslash anywhere, since URL parsers turn it into a slash.
 */
function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/**
 * An https URL or a site path, as the database rules accept (at most 2048 characters). Plain http is refused, as
 * by the rules: on the hosted (https) portal such an image is mixed content, which browsers block or flag.
 */
export function isImageUrl(value: string): boolean {
  if (value.length > 2048) return false;
  if (isSitePath(value)) return true;
  if (!/^https:\/\/[^\s\\]+$/.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Thrown by addMenuItem when the input breaks a §5 rule; `errors` holds the field messages. */
export class MenuItemValidationError extends Error {
  readonly errors: FieldErrors<MenuItemField>;
  constructor(errors: FieldErrors<MenuItemField>) {
    super(Object.values(errors)[0] ?? 'Invalid menu item');
    this.name = 'MenuItemValidationError';
    this.errors = errors;
  }
}
