// Types of src/cuisines.js (kept by hand, and src/cuisines.js is typechecked against them).

export declare const CUISINE_VALUES: readonly ['maharashtrian', 'saoji', 'north-indian', 'punjabi', 'south-indian', 'gujarati', 'rajasthani',
  'bengali', 'jain', 'hyderabadi', 'indo-chinese', 'snacks', 'other'];
export type Cuisine = (typeof CUISINE_VALUES)[number];
export declare const CUISINE_LABELS: {
  readonly maharashtrian: 'Maharashtrian'; readonly saoji: 'Saoji (Nagpur spicy)'; readonly 'north-indian': 'North Indian';
  readonly punjabi: 'Punjabi'; readonly 'south-indian': 'South Indian'; readonly gujarati: 'Gujarati'; readonly rajasthani: 'Rajasthani';
  readonly bengali: 'Bengali'; readonly jain: 'Jain (no onion, no garlic)'; readonly hyderabadi: 'Hyderabadi';
  readonly 'indo-chinese': 'Indo-Chinese'; readonly snacks: 'Snacks and chaat'; readonly other: 'Other';
};
export declare const CUISINES: readonly { readonly value: Cuisine; readonly label: string }[];
/** Most characters of an "Other" cuisine's own words. */
export declare const CUISINE_OTHER_MAX: 40;
export declare function isCuisine(value: unknown): value is Cuisine;
/** The list's entry a stored value stands for (older free text by its label, else 'other'); '' when none was given. */
export declare function cuisineOf(stored: unknown): Cuisine | '';
/** What a person reads: the label, an "Other" kitchen's own words, or older free text as written. */
export declare function cuisineLabel(stored: unknown, otherText?: unknown): string;
