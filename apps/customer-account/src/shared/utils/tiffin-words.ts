// Tiffin days as the customer reads them, through the one date formatter every app shares (@thali/ui: Asia/Kolkata,
// Intl en-IN): 'Tue 24 Nov' and '24 Nov 2026' for a dayStart. The plan words themselves come from @thali/firebase-data.
export { formatShortDay as formatDay, formatDate } from '@thali/ui';
