import type { Page } from 'playwright-core';

// The kitchen dashboard's stat cards ("Total Orders", "Pending Orders", …), read as the page shows them.

export type StatLabel = 'Total Orders' | 'Total Revenue (dishes and delivery fees)' | 'Pending Orders' | 'Completed Orders';

/** Every stat card on the page: its label → its value as shown. */
export async function readStats(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.querySelectorAll('main dl dt')).map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']),
    ),
  );
}

/**
 * Waits until the stat cards show these values (they are live). On a timeout, fails with what the page shows: compared
 * whole when `every` (the caller named every card), else only the named cards.
 */
export async function expectStats(page: Page, expected: Partial<Record<StatLabel, string>>, { every = false } = {}) {
  try {
    await page.waitForFunction((want) => {
      const shown = Object.fromEntries(
        Array.from(document.querySelectorAll('main dl dt')).map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']),
      );
      return Object.entries(want).every(([label, value]) => shown[label] === value);
    }, expected);
  } catch {
    if (every) expect(await readStats(page)).toEqual(expected);
    else expect(await readStats(page)).toMatchObject(expected);
  }
}
