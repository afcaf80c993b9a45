import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PORTAL_URL } from '@thali/contract/node';
// The markers' own file (the package's entry brings React with it); e2e's CommonJS resolution reads no `exports`.
import { STARTUP_ATTRIBUTE } from '../../packages/render/src/markers';
// The browser named by CHROMIUM_PATH (default Debian's chromium), launched as the scripts and benchmarks launch it.
import { launchChromiumContext } from '@thali/tooling/chromium';

export const PORTAL = PORTAL_URL;

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed page scripts seen so far. */
  errors: string[];
  close: () => Promise<void>;
}

/** A fresh persistent profile per session (its own cookies, storage and IndexedDB). */
/**
 * A public route's document arrives with a prerendered copy of its page (<html data-startup="copy-painted">, its
 * controls disabled) that the live page replaces moments later. Journeys act on the live page: a navigation by goto or
 * reload resolves once it has taken over (the start-up, @thali/render's startup.ts, is past `code-ready`). (A journey
 * about the copy itself reads the document without scripts.)
 */
function actOnTheLivePage(page: Page) {
  const live = () =>
    page.waitForFunction(
      ({ attribute, copyOnScreen }) => !copyOnScreen.includes(document.documentElement.getAttribute(attribute) ?? ''),
      { attribute: STARTUP_ATTRIBUTE, copyOnScreen: ['copy-painted', 'code-ready'] },
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await live();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await live();
    return response;
  };
}

export async function openSession(
  options: { width?: number; height?: number; colorScheme?: 'light' | 'dark'; javaScriptEnabled?: boolean } = {},
): Promise<Session> {
  const profile = mkdtempSync(path.join(tmpdir(), 'thali-chromium-'));
  const context = await launchChromiumContext(profile, {
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  if (options.javaScriptEnabled !== false) actOnTheLivePage(page);
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export type { Browser, BrowserContext, Page };
