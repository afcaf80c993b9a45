// The names the server's markup and the browser's code meet on. The composer (server) writes them into the document it
// sends; the start-up (browser) reads them. One table, so neither side matches a string the other no longer writes.

/** `<html data-startup="…">`: where the start-up stands (startup.ts); composed documents arrive in `copy`. */
export const STARTUP_ATTRIBUTE = 'data-startup';
/** The start-up state a composed document arrives in: the server writes it, the browser goes on from it (startup.ts). */
export const SERVER_STARTUP_STATE = 'copy-painted';
/** The event dispatched on `document` at each step of the start-up; its detail is `{ state }`. */
export const STARTUP_EVENT = 'thali:startup';
/** The element the shell's layout leaves for the page in its prerendered copy (the composer puts the page there). */
export const PAGE_SLOT_ELEMENT = 'thali-page';
/** Wraps what a prerender keeps of a render (the providers' own markup around it is dropped). */
export const KEEP_ELEMENT = 'thali-prerender';
/** The root element the live app renders into (index.html has it empty; the composer puts the copy in it). */
export const ROOT_ID = 'root';
/** The JSON script element that carries the data a copy was rendered with (first-data.ts). */
export const FIRST_DATA_ATTRIBUTE = 'data-first-data';
/** A `<style>` holding a prerendered copy's CSS (removed once the live page has replaced the copy). */
export const COPY_STYLE_ATTRIBUTE = 'data-prerendered';
/** `<link data-after-paint href>`: a script the composed document fetches only once its copy is painted. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
/** index.html's inline script that sets the theme from the session cookie; the composer sets it server-side instead. */
export const THEME_SCRIPT_ATTRIBUTE = 'data-theme-script';
/** index.html's inline script that preloads the route's remote entry; the composer names the entry itself instead. */
export const REMOTE_ENTRY_PRELOAD_ATTRIBUTE = 'data-remote-entry-preload';
