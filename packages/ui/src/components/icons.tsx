import styled from 'styled-components';

// The portal's few symbols are drawn, not typed: ★ ☆ ← − are in none of the fonts its stack names (system-ui,
// Roboto, Noto Sans, Noto Sans Devanagari…), so a browser searched the system's fonts for them in a page's first
// layout: on this machine 31 ms for ★, 24 for ☆, 13 for ← and 5 for − (Chromium, Debian's fonts), four times that on
// Lighthouse's phone, in the one task that lays out a composed /providers or menu. An inline SVG needs no font, and
// looks the same on every phone. Each is decoration (aria-hidden): the words beside it say what it means.

const Svg = styled.svg`
  display: inline-block;
  flex: none;
  width: 1em;
  height: 1em;
  vertical-align: -0.125em;
`;

const Row = styled.span`
  display: inline-flex;
  gap: 0.0625em;
  vertical-align: -0.125em;
  svg { vertical-align: 0; }
`;

const STAR = 'M12 2.6l2.85 5.78 6.38.93-4.62 4.5 1.09 6.35L12 17.16l-5.7 3 1.09-6.35-4.62-4.5 6.38-.93z';

/** A star, filled (★) or outlined (☆), in the text's colour and size. */
export function StarIcon({ filled = true }: { filled?: boolean }) {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={filled ? 'star' : 'star-outline'}>
      <path d={STAR} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </Svg>
  );
}

/** '★★★★☆': `stars` of `max` filled, for the eye only. */
export function StarRow({ stars, max = 5 }: { stars: number; max?: number }) {
  const filled = Math.max(0, Math.min(max, Math.round(stars)));
  return (
    <Row aria-hidden="true" data-stars={filled}>
      {Array.from({ length: max }, (_, i) => (
        <StarIcon key={i} filled={i < filled} />
      ))}
    </Row>
  );
}

/** ← before a back link's words. */
export function BackArrowIcon() {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon="back">
      <path d="M19 12H5m6-6-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  );
}

/** − on a button that lowers a count. */
export function MinusIcon() {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon="minus">
      <path d="M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
    </Svg>
  );
}
