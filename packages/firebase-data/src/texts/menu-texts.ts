// The data package's sentences of menu items (menu/), by message id (issue 44; see data-texts.ts).
export const MENU_TEXTS = {
  'menuItem.description': 'Description is required',
  'menuItem.price': 'Please enter a valid price',
  'menuItem.priceTooLow': 'Price must be at least ₹{min}',
  'menuItem.priceTooHigh': 'Price must be at most ₹{max}',
  'menuItem.category': 'Please select a category',
  'menuItem.imageUrl': 'Image URL is required',
  'menuItem.imageUrlInvalid': 'Please enter a valid image URL',
  'menuItem.diet': 'Choose Veg, Egg or Non-veg.',
  'menuItem.platesPerDay': 'Plates per day must be a whole number from {min} to {max}, or empty for no limit.',
  'menuItem.invalid': 'Invalid menu item',
  'menuItem.notFound': 'Menu item not found',
} as const;
