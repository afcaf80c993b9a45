import type { Plan, Subscription } from '../model';
import { addDays, dayStart } from './days';
import { earliestCutoff, type CutoffTimes } from './meals';

export interface ResumeChanges {
  /** pauses to remove (their first day's cut-off has not passed) */
  remove: string[];
  /** running pauses to end earlier: yesterday, or today once today's earliest cut-off has passed */
  shorten: { id: string; to: number }[];
}

/** What "Resume now" changes at `now` (shared by the use case and its fake). */
export function resumeChanges(sub: Pick<Subscription, 'pauses' | 'meals'>, plan: CutoffTimes | Plan | undefined, now: number): ResumeChanges {
  const today = dayStart(now);
  const earliest = earliestCutoff(plan, sub.meals) * 60000;
  const changes: ResumeChanges = { remove: [], shorten: [] };
  for (const [id, pause] of Object.entries(sub.pauses ?? {})) {
    if (pause.to < today) continue;
    if (now < pause.from + earliest) changes.remove.push(id);
    else {
      const to = Math.max(pause.from, now < today + earliest ? addDays(today, -1) : today);
      if (to < pause.to) changes.shorten.push({ id, to });
    }
  }
  return changes;
}

/** The first day without meals of a subscription cancelled at `now`: tomorrow, or its start day when later. */
export function cancelEndDay(sub: Pick<Subscription, 'startDay'>, now: number): number {
  return Math.max(sub.startDay, addDays(dayStart(now), 1));
}
