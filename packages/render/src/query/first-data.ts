// The data a server's copy of a page was rendered with (issue 14: a kitchen's menu is composed with its dishes). The
// copy carries it in a JSON script element; the live page's query cache starts from it, so the live page's first
// commit shows what the copy showed and replaces it without a spinner in between. Its own reads then take over.
import { FIRST_DATA_ATTRIBUTE } from '../markers';
import * as TIMEOUTS from '../timeouts';
import { seedQueries } from './query-cache';
import type { QueryKey } from './query-result';



/** Query keys and the answers the copy was rendered with. */
export type FirstData = Array<readonly [QueryKey, unknown]>;

/** The script element's markup: JSON that cannot end its element early (`<` is escaped, as are JS line separators). */
export function firstDataScript(answers: FirstData): string {
  const json = JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" ${FIRST_DATA_ATTRIBUTE}>${json}</script>`;
}

const isAnswer = (a: unknown): a is readonly [QueryKey, unknown] => Array.isArray(a) && a.length === 2 && Array.isArray(a[0]);

/**
 * Starts the query cache from the data of the server's copy in `root`, if it carries any. Returns how many answers it
 * took; a missing or malformed element is no data (the page reads its own, as without a copy).
 */
export function seedFromCopy(root: ParentNode, ttlMs: number = TIMEOUTS.seededAnswerMs): number {
  const text = root.querySelector(`script[${FIRST_DATA_ATTRIBUTE}]`)?.textContent;
  if (!text) return 0;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 0;
  }
  if (!Array.isArray(parsed)) return 0;
  const answers = parsed.filter(isAnswer);
  seedQueries(answers, ttlMs);
  return answers.length;
}
