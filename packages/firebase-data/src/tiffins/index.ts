// Tiffin plans and subscriptions without a database: days in Asia/Kolkata, prices, cut-offs, schedules, bills and
// the kitchen sheet. Exported from '@thali/firebase-data/logic'.
export * from './days';
export * from './meals';
export * from './time-of-day';
export * from './schedule';
export * from './validate-plan';
export * from './validate-subscription';
export * from './errors';
export * from './words';
export { cancelEndDay } from './resume';
