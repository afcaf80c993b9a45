// The server edits markup through a real HTML parser (node-html-parser), never regular expressions over HTML: it finds
// the elements to change, and the edits are spliced into the original text at the positions the parser reports, so
// everything else goes out byte for byte as React (or the build) wrote it, and nothing is serialised twice.
import { parse, type HTMLElement } from 'node-html-parser';

export type { HTMLElement } from 'node-html-parser';

/** The parsed markup; every element carries `range`, its [start, end) in `text`. */
export function parseHtml(text: string): HTMLElement {
  return parse(text, { comment: false, blockTextElements: { script: true, style: true, noscript: true, pre: true, textarea: true } });
}

/** Replace text[start, end) with `text` (an insertion when start === end). */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `text` with the edits made; they must not overlap (insertions at one position keep their order). */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  const sorted = edits.map((edit, order) => ({ ...edit, order })).sort((a, b) => a.start - b.start || a.order - b.order);
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error('Overlapping HTML edits');
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at);
}

/** Where attributes can be added to an element: right after its tag name in the start tag. */
export function afterTagName(element: HTMLElement): number {
  return element.range[0] + 1 + element.rawTagName.length;
}

/** The position of the element's end tag (where a last child goes), or null when the source has none. */
export function endTagStart(element: HTMLElement, text: string): number | null {
  const endTag = `</${element.rawTagName}>`;
  const start = element.range[1] - endTag.length;
  return start >= element.range[0] && text.slice(start, element.range[1]).toLowerCase() === endTag.toLowerCase() ? start : null;
}

/** The element's content: [end of its start tag, start of its end tag), or null when that cannot be told. */
export function innerRange(element: HTMLElement, text: string): [number, number] | null {
  const end = endTagStart(element, text);
  if (end === null) return null;
  const first = element.childNodes[0];
  if (first) return [first.range[0], end];
  // Empty: the start tag ends right before the end tag.
  return text[end - 1] === '>' ? [end, end] : null;
}

export const removal = (element: HTMLElement): Edit => ({ start: element.range[0], end: element.range[1], text: '' });
export const replacement = (element: HTMLElement, text: string): Edit => ({ start: element.range[0], end: element.range[1], text });
export const insertion = (at: number, text: string): Edit => ({ start: at, end: at, text });

/** A value as it may stand inside a double-quoted attribute. */
export const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const CONTROLS = 'button, input, select, textarea';

/**
 * The edits that disable every form control under `root` that is not disabled already (a second `disabled` would be a
 * parse error). A server's copy is for reading: its controls do nothing until the live page has replaced it (no form
 * may submit itself to the server with what was typed, no click may be lost in silence).
 */
export function disableControls(root: HTMLElement): Edit[] {
  return root
    .querySelectorAll(CONTROLS)
    .filter((control) => !control.hasAttribute('disabled'))
    .map((control) => insertion(afterTagName(control), ' disabled'));
}
