import type { Browser, BrowserContext, LaunchOptions } from 'playwright-core';

export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
export const HEADLESS_FLAGS: string[];
export function launchChromium(options?: LaunchOptions): Promise<Browser>;
export function launchChromiumContext(
  profileDir: string,
  options?: Parameters<typeof import('playwright-core').chromium.launchPersistentContext>[1],
): Promise<BrowserContext>;
export function chromiumVersion(): string;
export function ensureChromium(options?: { log?: (line: string) => void }): string | null;
