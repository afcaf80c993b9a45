// The status badge: its own entry, '@thali/ui/status', so the shared '@thali/ui' singleton every page loads first stays
// small (only signed-in pages show statuses). Each app bundling it keeps no state of its own, so a copy per remote is safe.
export { StatusBadge, STATUS_TONES, type Status } from './components/status-badge';
