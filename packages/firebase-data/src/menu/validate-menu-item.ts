import { CATEGORIES, type Category, type FieldErrors } from '../model';

export interface MenuItemInput {
  name: string;
  description: string;
  price: number | string;
  category: Category | string;
  imageUrl: string;
}
export type MenuItemField = 'name' | 'description' | 'price' | 'category' | 'imageUrl';

export const MENU_ITEM_LIMITS = { name: 100, description: 500 } as const;

export const MENU_ITEM_MESSAGES = {
  name: 'Name is required',
  nameTooLong: `Name must be at most ${MENU_ITEM_LIMITS.name} characters`,
  description: 'Description is required',
  descriptionTooLong: `Description must be at most ${MENU_ITEM_LIMITS.description} characters`,
  price: 'Please enter a valid price',
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
  if (!CATEGORIES.some((c) => c.value === input.category)) errors.category = MENU_ITEM_MESSAGES.category;
  if (!imageUrl) errors.imageUrl = MENU_ITEM_MESSAGES.imageUrl;
  else if (!isImageUrl(imageUrl)) errors.imageUrl = MENU_ITEM_MESSAGES.imageUrlInvalid;
  return errors;
}

/** A path on the site serving the page, such as /images/kheer.svg (the demo images); not //host. */
function isSitePath(value: string): boolean {
  return /^\/(?!\/)\S*$/.test(value);
}

/** An http(s) URL or a site path, as the database rules accept (at most 2048 characters). */
export function isImageUrl(value: string): boolean {
  if (value.length > 2048) return false;
  if (isSitePath(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
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
