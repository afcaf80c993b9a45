import type { Config } from 'jest';
export function jestPreset(opts: { displayName?: string; rootDir: string; environment?: 'jsdom' | 'node' }): Config;
