/** `value` once it has stopped changing for `delayMs` (so a preview does not load every keystroke): @thali/ui's. */
export { useDebouncedValue } from '@thali/ui/image-preview';
