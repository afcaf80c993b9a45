// Every wait of the start-up, in one table: what each bounds, and why it is as long as it is. Nothing in the start-up
// waits on a number that is not here. Read it as `import * as TIMEOUTS from '…/timeouts'`: each bundle then keeps only
// the numbers it reads (an object's properties are not shaken: as one object, the whole table went into every page's
// first load and into the inline script every composed document carries).
/** A composed document starts its scripts at the latest this long after they could start (a hidden tab never paints). */
export const paintWaitMs = 1000;
/** Without a host's word, the data layer waits for the page's load event at most this long (a hanging image). */
export const loadEventWaitMs = 1500;
/** The longest a host may hold the data layer back (the shell: until the first page is on screen). */
export const dataGateMs = 3000;
/** The longest the SDK waits for the first answers over REST to be painted before it loads. */
export const firstReadPaintMs = 3000;
/** An answer a copy carried (first data) that no page has read within this is forgotten. */
export const seededAnswerMs = 10_000;
/**
 * A page's session data the shell started while checking the account's role (SessionDataPrefetch) is held this long after
 * the check ends: the page's hooks join it from their first effects; a guard that sent the reader elsewhere lets it go.
 */
export const sessionPrefetchHoldMs = 5000;
/**
 * A signed-in page shown with the session stored on the device (before the Auth SDK has confirmed it) holds the SDK's
 * data reads until the SDK's word, at most this long: they would otherwise go out before the session's token.
 */
export const sessionConfirmWaitMs = 10_000;
/** The shell's server waits this long for a remote's copy of a page, then sends the document without it. */
export const composeFetchMs = 1000;
/**
 * The shell's server keeps a remote's rendered copy (a kitchen's menu in one language, for one place) this long: a
 * burst of readers of one page costs one render, not one each (50 at once took p99 past 300 ms). Short beside the
 * data's own 5 s (serverDataTtlMs), so it adds at most this to how late a kitchen's change shows in the copy.
 */
export const composedRenderTtlMs = 1000;
/** A remote's server keeps a page's data this long (what a kitchen changes shows in the copy at most this late). */
export const serverDataTtlMs = 5000;
/** A server read slower than this is dropped (its requests get the static copy; the next one reads again). */
export const serverReadTimeoutMs = 3000;
