import { type CartLine, type MenuItem, type PlateCounts, type Provider } from '@thali/firebase-data';
import { nextSlots, openState, plateDayWords, platesLeft, soldOutText } from '@thali/firebase-data/logic';

/**
 * Why a line on the menu cannot be ordered now: its kitchen offers no delivery slot (paused, on holiday, no hours left
 * today or tomorrow: a kitchen closed now but open later is ordered for a later slot), the dish is sold out, or fewer
 * plates are left than it asks.
 */
export interface LineBlock {
  kind: 'closed' | 'sold-out' | 'few';
  /** The sentence on the line: the kitchen's open-state reason, 'Sold out today' or 'Only 2 plates left tomorrow'. */
  why: string;
}

export interface LineBlockSources {
  providers: Record<string, Provider> | undefined;
  menus: Record<string, MenuItem[]> | undefined;
  plates: Record<string, PlateCounts> | undefined;
  now: number;
  /** The day (dayStart) each kitchen's plates are counted for: its chosen slot's day (issue 40); default today. */
  days?: Record<string, number>;
}

/**
 * The lines that cannot be ordered now, by line id. A line is not doubted before what would block it is known
 * (a kitchen that is not listed, a dish not on the loaded menu: the database still refuses what it must).
 */
export function lineBlocks(lines: readonly CartLine[], { providers, menus, plates, now, days }: LineBlockSources): Record<string, LineBlock> {
  const blocks: Record<string, LineBlock> = {};
  for (const line of lines) {
    const provider = providers?.[line.providerId];
    const state = provider ? openState(provider, now) : null;
    if (state && !state.open && nextSlots(provider!, now).length === 0) {
      blocks[line.id] = { kind: 'closed', why: state.reason };
      continue;
    }
    const item = menus?.[line.providerId]?.find((i) => i.id === line.id);
    if (!item) continue;
    const day = days?.[line.providerId] ?? now;
    const left = platesLeft(item, plates?.[line.providerId], day);
    // the words of the data package's SoldOutError: 'Sold out today', 'Only 2 plates left tomorrow'
    const when = plateDayWords(day, now);
    if (left === 0) blocks[line.id] = { kind: 'sold-out', why: soldOutText(0, when, day) };
    else if (left !== null && left < line.quantity) blocks[line.id] = { kind: 'few', why: soldOutText(left, when, day) };
  }
  return blocks;
}
