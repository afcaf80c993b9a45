// The Asia/Kolkata month is written once, in @thali/domain (the rules' month table is made from the same functions).
export { monthKey, monthStart, monthStartOfKey } from '@thali/domain';
