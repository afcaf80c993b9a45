import type { ParseArgsConfig } from 'node:util';

export function parseCli(
  spec: { usage: string; options?: ParseArgsConfig['options']; allowPositionals?: boolean },
  args?: string[],
): { values: Record<string, string | boolean | (string | boolean)[] | undefined>; positionals: string[] };
