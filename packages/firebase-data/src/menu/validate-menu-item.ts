import { ValidationError } from '../errors/validation-error';
import { CATEGORIES, DIETS, isImageUrl, KITCHEN_LIMITS, MAX_LENGTH, PRICE_MAX, PRICE_MIN, THALI_LOCALE } from '@thali/domain';
import { type Category, type Diet, type FieldErrors } from '../model';
import { sayer } from '../texts/say';
import { COMMON_TEXTS } from '../texts/common-texts';
import { MENU_TEXTS } from '../texts/menu-texts';

const { text: dataText } = sayer({ ...COMMON_TEXTS, ...MENU_TEXTS });
export { isImageUrl };

export interface MenuItemInput {
  name: string;
  description: string;
  price: number | string;
  category: Category | string;
  imageUrl: string;
  /** Veg, Egg or Non-veg: required ('' until chosen). */
  diet: Diet | '';
  /** Plates per day as typed: '' for no limit, else a whole number 1–500. */
  platesPerDay: string;
}
export type MenuItemField = 'name' | 'description' | 'price' | 'category' | 'diet' | 'platesPerDay' | 'imageUrl';

/** The lengths of a menu item's texts and its price range in rupees, as the database rules accept (RULES.md, "Bounds"). */
export const MENU_ITEM_LIMITS = {
  name: MAX_LENGTH.name, description: MAX_LENGTH.description, minPrice: PRICE_MIN, maxPrice: PRICE_MAX,
  minPlates: KITCHEN_LIMITS.platesMin, maxPlates: KITCHEN_LIMITS.platesMax,
} as const;

export const MENU_ITEM_MESSAGES = {
  name: dataText('common.nameRequired'),
  nameTooLong: dataText('common.nameTooLong', { max: MENU_ITEM_LIMITS.name }),
  description: dataText('menuItem.description'),
  descriptionTooLong: dataText('common.descriptionTooLong', { max: MENU_ITEM_LIMITS.description }),
  price: dataText('menuItem.price'),
  priceTooLow: dataText('menuItem.priceTooLow', { min: MENU_ITEM_LIMITS.minPrice }),
  // Formatted when first read: Intl's first use costs tens of milliseconds on a phone, on pages that never show this.
  get priceTooHigh() {
    return dataText('menuItem.priceTooHigh', { max: MENU_ITEM_LIMITS.maxPrice.toLocaleString(THALI_LOCALE) });
  },
  category: dataText('menuItem.category'),
  imageUrl: dataText('menuItem.imageUrl'),
  imageUrlInvalid: dataText('menuItem.imageUrlInvalid'),
  diet: dataText('menuItem.diet'),
  platesPerDay: dataText('menuItem.platesPerDay', { min: KITCHEN_LIMITS.platesMin, max: KITCHEN_LIMITS.platesMax }),
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The price as stored: a number (NaN when absent or not numeric). */
export function parsePrice(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim());
  return Number.NaN;
}

/**
 * The daily limit as stored: null for no limit ('' or absent); NaN when not a whole number within
 * MENU_ITEM_LIMITS.minPlates..maxPlates.
 */
export function parsePlatesPerDay(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : 'x';
  if (raw === '') return null;
  if (!/^\d+$/.test(raw)) return Number.NaN;
  const n = Number(raw);
  return n >= MENU_ITEM_LIMITS.minPlates && n <= MENU_ITEM_LIMITS.maxPlates ? n : Number.NaN;
}

/** Field errors in the form's order (name, description, price, category, diet, plates per day, imageUrl); {} when valid. */
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
  if (!(DIETS as readonly string[]).includes(input.diet)) errors.diet = MENU_ITEM_MESSAGES.diet;
  if (Number.isNaN(parsePlatesPerDay(input.platesPerDay))) errors.platesPerDay = MENU_ITEM_MESSAGES.platesPerDay;
  if (!imageUrl) errors.imageUrl = MENU_ITEM_MESSAGES.imageUrl;
  else if (!isImageUrl(imageUrl)) errors.imageUrl = MENU_ITEM_MESSAGES.imageUrlInvalid;
  return errors;
}

/** Thrown by addMenuItem when the input is not a valid menu item; `errors` holds the field messages. */
export class MenuItemValidationError extends ValidationError<MenuItemField> {
  static override readonly errorName = 'MenuItemValidationError';
  static override readonly sentence = dataText('menuItem.invalid');
}
