export declare const DIETS: readonly ['veg', 'egg', 'non-veg'];
export type Diet = (typeof DIETS)[number];
export declare const DIET_LABELS: { readonly veg: 'Veg'; readonly egg: 'Egg'; readonly 'non-veg': 'Non-veg' };
