// Kitchens as they really run (issue 16): hours, holidays, "Pause orders now" and daily plate limits, without a
// database. Exported from '@thali/firebase-data/logic'.
export * from './hours';
export * from './open-state';
export * from './plates';
export * from './slots';
export * from './errors';
