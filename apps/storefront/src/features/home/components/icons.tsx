// Small line icons drawn in currentColor (they follow the theme); decorative, so hidden from screen readers.
const base = {
  width: 32,
  height: 32,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

// Each icon's drawing inside the shared 24×24 frame.
const DRAWINGS = {
  home: (
    <>
      <path d="M3 11 12 4l9 7" />
      <path d="M5 10v10h14V10" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  balance: (
    <>
      <path d="M12 4v16M6 20h12M5 7h14" />
      <path d="M5 7l-3 6a3 3 0 0 0 6 0L5 7ZM19 7l-3 6a3 3 0 0 0 6 0l-3-6Z" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
};

export type LineIconName = keyof typeof DRAWINGS;

/** One of the home page's line icons, by name. */
export function LineIcon({ name }: { name: LineIconName }) {
  return <svg {...base}>{DRAWINGS[name]}</svg>;
}

/** A thali seen from above: plate, katoris and a roti. Inline, so the hero needs no download. */
export function ThaliArt() {
  return (
    <svg viewBox="0 0 200 200" width="200" height="200" aria-hidden="true" focusable="false">
      <circle cx="100" cy="100" r="94" fill="var(--thali-surface)" stroke="var(--thali-border)" strokeWidth="4" />
      <circle cx="100" cy="100" r="78" fill="none" stroke="var(--thali-border)" strokeWidth="2" />
      <circle cx="66" cy="62" r="22" fill="var(--thali-warning-bg)" stroke="var(--thali-warning)" strokeWidth="3" />
      <circle cx="134" cy="62" r="22" fill="var(--thali-success-bg)" stroke="var(--thali-success)" strokeWidth="3" />
      <circle cx="146" cy="122" r="20" fill="var(--thali-danger-bg)" stroke="var(--thali-danger)" strokeWidth="3" />
      <ellipse cx="84" cy="128" rx="36" ry="30" fill="var(--thali-surface-alt)" stroke="var(--thali-primary)" strokeWidth="3" />
      <path d="M66 122q18-12 36 0M68 134q16-10 32 0" fill="none" stroke="var(--thali-primary)" strokeWidth="2" />
    </svg>
  );
}
