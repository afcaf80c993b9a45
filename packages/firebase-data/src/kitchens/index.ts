// Kitchens as they really run (issue 16): hours, holidays, "Pause orders now" and daily plate limits, without a
// database. Exported from the light entry.
export * from './hours';
export * from './open-state';
export * from './plates';
export * from './errors';
