import { Fragment } from 'react';
import { formatDateTime, isoInstant } from '@thali/ui';

// Where the moment goes in the translated sentence: text no catalogue or user writes.
const MARK = '\u0000when\u0000';

/**
 * A sentence from a catalogue with a moment in it, the moment a `<time>` element (Asia/Kolkata, the reader's
 * language): "Rejected by ops@thali.test, <time>26 Nov 2026, 7:15 pm</time>". `t.rich` fills every value through its
 * tags, so a sentence that also chooses its words with a `select` or a plural (who did what) takes its time here;
 * the catalogue writes `{date}` where the language puts it.
 */
export function SentenceWithTime({ at, text }: { at: number; text: (date: string) => string }) {
  const parts = text(MARK).split(MARK);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <time dateTime={isoInstant(at)}>{formatDateTime(at)}</time> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
