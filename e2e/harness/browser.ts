import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PORTAL_URL } from '@thali/contract/node';
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
export async function openSession(options: { width?: number; height?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<Session> {
  const profile = mkdtempSync(path.join(tmpdir(), 'thali-chromium-'));
  const context = await launchChromiumContext(profile, {
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light',
  });
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
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
