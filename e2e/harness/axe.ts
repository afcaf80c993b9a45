import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { PORTAL } from './browser';
// (by path: the e2e setup does not resolve the package's subpath exports)
import { SESSION_COOKIE } from '../../packages/render/src/session/session-cookie';

// axe-core, injected from the installed package (no network), run against WCAG 2.2 AA.
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let axeSource: string | null = null;
const source = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

export interface AxeNode {
  target: string[];
  html: string;
  failureSummary?: string;
  related?: string[];
}
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** The `__session` cookie holding this theme, as the theme toggle writes it (read by the server and the page). */
const themeCookie = (theme: 'light' | 'dark', url = PORTAL) => ({ name: SESSION_COOKIE, value: encodeURIComponent(`theme=${theme}`), url });

/** Keeps `theme` as the chosen one, as the theme toggle does: on the site the page is on (the portal's before any). */
export async function saveTheme(page: Page, theme: 'light' | 'dark') {
  const { protocol, origin } = new URL(page.url());
  await page.context().addCookies([themeCookie(theme, protocol.startsWith('http') ? origin : PORTAL)]);
}

/** Chooses the theme before any page is opened, as the theme toggle would have done. */
export async function useTheme(context: BrowserContext, theme: 'light' | 'dark') {
  await context.addCookies([themeCookie(theme)]);
}

/**
 * Waits for a route's real content: the remote rendered inside <main>, nothing marked busy,
 * no 'Loading…' status, and the theme on <html> applied. Animations are reduced so contrast is
 * measured on final colours.
 */
export async function waitForRouteContent(page: Page, options: { theme?: 'light' | 'dark'; timeout?: number } = {}) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.waitForFunction(
      (theme) => {
        const main = document.querySelector('main');
        const remote = main?.querySelector('[data-remote]');
        if (!main || !remote || !remote.textContent?.trim()) return false;
        if (document.querySelector('[aria-busy="true"]')) return false;
        const statuses = Array.from(main.querySelectorAll('[role="status"]'));
        if (statuses.some((s) => /^\s*loading/i.test(s.textContent ?? ''))) return false;
        if (theme && document.documentElement.dataset.theme !== theme) return false;
        return true;
      },
      options.theme,
      { timeout: options.timeout ?? 20_000, polling: 100 },
    );
  } catch (error) {
    // Say what the page was still showing, so a stuck page is told apart from a slow one.
    const state = await page
      .evaluate(() => ({
        url: location.pathname + location.search,
        remote: document.querySelector('main [data-remote]')?.getAttribute('data-remote') ?? null,
        busy: Array.from(document.querySelectorAll('[aria-busy="true"]')).map((e) => e.outerHTML.slice(0, 120)),
        main: (document.querySelector('main')?.textContent ?? '').trim().slice(0, 160),
        theme: document.documentElement.dataset.theme ?? null,
      }))
      .catch(() => null);
    throw new Error(`The route's content never settled: ${JSON.stringify(state)} (${(error as Error).message.split('\n')[0]})`);
  }
  await page.evaluate(() => document.fonts?.ready.then(() => undefined));
  // and the frame after: style changes made by the checks above (a theme switched) are rendered, not half-way
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Runs axe-core on the whole document; returns every violation (all impacts). */
export async function runAxe(page: Page, tags: string[] = WCAG_22_AA): Promise<AxeViolation[]> {
  // From the top of the page: a reload restores the reader's place, and at some places the sticky top bar covers the
  // top few pixels of a field, which axe's target-size counts as that field's size (a reader scrolls it into view; at
  // the top nothing is under the bar but the page's own start)
  await page.evaluate(() => window.scrollTo(0, 0));
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  // Evaluated through the browser's protocol, not added as an inline <script>: the portal's Content-Security-Policy
  // (rightly) refuses a script without its hash, and the protocol's evaluation is outside the page's policy.
  if (!injected) await page.evaluate(source());
  return page.evaluate(async (runOnly) => {
    type Check = { relatedNodes?: Array<{ html: string }> };
    type RawNode = { target: unknown[]; html: string; failureSummary?: string; any?: Check[]; all?: Check[]; none?: Check[] };
    type Axe = { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<Omit<AxeViolation, 'nodes'> & { nodes: RawNode[] }> }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: runOnly }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String), html: n.html.slice(0, 200), failureSummary: n.failureSummary,
        // what the rule found next to it (for target-size, the element that covers or crowds the target)
        related: [...(n.any ?? []), ...(n.all ?? []), ...(n.none ?? [])].flatMap((c) => c.relatedNodes ?? []).map((r) => r.html.slice(0, 160)).slice(0, 3),
      })),
    }));
  }, tags);
}

/** One readable block: rule id, impact, summary, then each failing selector with axe's reason. */
export function formatViolations(violations: AxeViolation[], where: string): string {
  if (violations.length === 0) return `${where}: no violations`;
  const lines = [`${where}: ${violations.length} axe violation(s)`];
  for (const v of violations) {
    lines.push(`  - ${v.id} [${v.impact ?? 'n/a'}] ${v.help} (${v.helpUrl})`);
    for (const node of v.nodes.slice(0, 8)) {
      const reason = (node.failureSummary ?? '').split('\n').filter(Boolean).slice(1, 3).join(' ').trim();
      lines.push(`      ${node.target.join(' ')}${reason ? ` — ${reason}` : ''}`);
      if (node.html) lines.push(`        ${node.html}`);
      for (const r of node.related ?? []) lines.push(`        next to: ${r}`);
    }
    if (v.nodes.length > 8) lines.push(`      … and ${v.nodes.length - 8} more`);
  }
  return lines.join('\n');
}

/**
 * axe (WCAG 2.2 AA) in light and then dark: the theme is stored and the page reloaded for each (toggling mid-page left
 * colour transitions half-way for axe to measure); `ready` brings the page back to the state to check after each
 * reload. Throws with the violations, named by `where` and the theme.
 */
export async function expectAxeCleanInBothThemes(page: Page, where: string, ready: () => Promise<unknown> = async () => undefined) {
  for (const theme of ['light', 'dark'] as const) {
    await saveTheme(page, theme);
    await page.reload();
    await ready();
    await waitForRouteContent(page, { theme });
    const violations = await runAxe(page);
    if (violations.length > 0) throw new Error(formatViolations(violations, `${where} (${theme})`));
  }
}

/**
 * axe (WCAG 2.2 AA) on the page as it stands, in the light then the dark theme, switched with the top bar's toggle:
 * for a step whose state (a sent link's message, a code screen) would not survive a reload.
 */
export async function expectAxeCleanAsItStands(page: Page, where: string) {
  // reduced motion before the toggle: a colour transition already running keeps its length, and axe would measure
  // the text half-way between the themes
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const theme of ['light', 'dark'] as const) {
    if ((await page.evaluate(() => document.documentElement.dataset.theme)) !== theme) {
      await page.getByRole('banner').getByRole('button', { name: `Switch to ${theme} theme` }).click();
    }
    await waitForRouteContent(page, { theme });
    const violations = await runAxe(page);
    if (violations.length > 0) throw new Error(formatViolations(violations, `${where} (${theme})`));
  }
}
