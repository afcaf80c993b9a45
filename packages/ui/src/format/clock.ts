// A time of day in the reader's language, the one way every screen says it (issue 44): English '7:35 am' as always;
// Marathi and Hindi with the part of the day a reader says ("दुपारी 1:00", "शाम 5:00"), digits 0–9. Intl's own
// Marathi day periods are the nominative "दुपार 1:00" and call 4 pm "संध्याकाळ", so the words are the catalogue's
// `time.clock` (components/messages: the shared entry's, which every `useT` waits for, so a page rendering in Marathi
// has them) and the clock is written here. `formatTime`, `formatDateTime` and a data sentence's moments all come here.
import { t as words } from '../components/messages';

const DAY_MINUTES = 1440;
/** The parts of the day the catalogue names, by the hour they start at (the last runs to midnight). */
const PERIODS = [[0, 'smallHours'], [4, 'dawn'], [6, 'morning'], [12, 'afternoon'], [16, 'evening'], [20, 'night']] as const;
export type DayPeriod = (typeof PERIODS)[number][1];

/** The part of the day of a time (minutes after midnight); the day's end (1440, midnight) is still its night. */
export function periodOf(minutes: number): DayPeriod {
  const hour = minutes >= DAY_MINUTES ? 23 : Math.floor(minutes / 60);
  let period: DayPeriod = PERIODS[0][1];
  for (const [from, name] of PERIODS) if (hour >= from) period = name;
  return period;
}

/** '1:00', '12:30': a 12-hour clock without its am/pm, which the part of the day says. */
const clockOf = (minutes: number): string => {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${Math.floor(m / 60) % 12 || 12}:${String(m % 60).padStart(2, '0')}`;
};

/** '7:35 am', 'सकाळी 7:35', 'सुबह 7:35': a time of day (minutes after midnight) in the language on screen. */
export function formatTimeOfDay(minutes: number): string {
  const m = ((Math.floor(Number(minutes)) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return Number.isFinite(m) ? words('time.clock', { clock: clockOf(m), period: periodOf(m) }) : '';
}

/**
 * A slot's times as Marathi and Hindi say them, the part of the day once when the slot lies in one ("दुपारी
 * 12:30–1:00", and "सकाळी 11:30–12:00": a slot ending as the next part begins is still in its own, as a reader says
 * it), else each time with its own. English slot times are the data package's (`slotTimes`: '11:30 am–12:00 pm',
 * '11:30 pm–midnight'), which a moment carries as its text: data-message shows that, and calls this for Marathi and
 * Hindi only.
 */
export function formatTimesOfDay(from: number, to: number): string {
  const period = periodOf(from);
  if (period === periodOf(to - 1)) return words('time.clock', { clock: `${clockOf(from)}–${clockOf(to)}`, period });
  return `${formatTimeOfDay(from)}–${formatTimeOfDay(to)}`;
}
