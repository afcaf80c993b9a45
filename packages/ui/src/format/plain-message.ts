// Users read plain sentences, never a stack, a chunk name, a URL or an SDK code. Errors our data package throws for
// the user (e.g. 'Provider not found', 'Quantity must be at most 50') already are such sentences and may be shown;
// anything else (a chunk that failed to load, 'permission_denied at /orders: …', a TypeError) is replaced by the
// page's own sentence, and its technical detail goes to the console for whoever is debugging.

const TECHNICAL = [
  /:\/\//, // a URL
  /\bhttps?:/i,
  /\bchunk\b/i, // 'Loading chunk 528 failed.'
  /\bat \/|\bat [\w$.]+ \(/, // 'permission_denied at /orders', a stack frame
  /\b[A-Z]{2,}_[A-Z_]+\b/, // PERMISSION_DENIED
  /\b[a-z]+_[a-z_]+\b/, // permission_denied, network_error
  /\b(auth|database|storage)\/[\w-]+/i, // Firebase error codes such as auth/network-request-failed
  /\bfirebase\b/i,
  /\.(js|mjs|ts|tsx)\b/i,
  /\b(undefined|null|NaN)\b/,
  /\b(cannot read|is not a function|is not defined|unexpected token)\b/i,
  /[{}<>[\]`]/,
];
const TECHNICAL_NAMES = new Set(['TypeError', 'ReferenceError', 'SyntaxError', 'RangeError', 'ChunkLoadError', 'FirebaseError', 'AbortError']);

/** True when `text` reads as a sentence a customer or a kitchen can act on. */
export function isPlainSentence(text: string): boolean {
  const t = text.trim();
  if (t.length < 3 || t.length > 240 || /[\r\n]/.test(t)) return false;
  if (!/^[A-Z₹0-9'‘"“]/.test(t)) return false;
  return !TECHNICAL.some((pattern) => pattern.test(t));
}

/**
 * The sentence to show for `error`: its own message when that is already a plain sentence, otherwise `fallback`
 * (the page's words, e.g. 'We could not load your orders. Please try again.'). The technical detail is logged with
 * console.error whenever it is not shown.
 */
export function plainMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const name = error instanceof Error ? error.name : '';
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  // An SDK error carries a code (and sometimes a plain-looking message about its internals): never shown.
  if (message && !TECHNICAL_NAMES.has(name) && code === undefined && isPlainSentence(message)) return message.trim();
  if (error !== undefined && error !== null) console.error(fallback, error);
  return fallback;
}
