export interface AppEntry {
  name: string;
  packageName: string;
  dir: string;
  federation: string;
  port: number;
  title: string;
  remote: boolean;
  pages: Record<string, { path: string; access: string }>;
}
export const APPS: AppEntry[];
export const CONTRACT_VERSION: number;
export const PORTAL_URL: string;
export const SHELL: AppEntry;
export function appByDir(appDir: string): AppEntry;
export function exposesOf(app: AppEntry): Record<string, string>;
/** A route path as a regular expression source (`:param` is one segment, a trailing slash is allowed). */
export function pathPattern(routePath: string): string;
export function remotesConfig(origin?: (app: AppEntry) => string): Record<string, { entry: string; contract: number }>;
