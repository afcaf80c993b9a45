const CONTROL = 'http://127.0.0.1:3990';

async function call(path: string) {
  const response = await fetch(`${CONTROL}${path}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** Stops one app's static server, as if its host went down. */
export const stopApp = (name: string) => call(`/stop?app=${encodeURIComponent(name)}`);

/** Starts it again, optionally serving another build folder (a redeploy). */
export const startApp = (name: string, dir?: string) =>
  call(`/start?app=${encodeURIComponent(name)}${dir ? `&dir=${encodeURIComponent(dir)}` : ''}`);

/** Emulator settings of the journeys' backend, for tests that seed or inspect data directly. */
export async function backendConfig(): Promise<{ projectId: string; emulators: { host: string; authPort: number; databasePort: number } } | null> {
  const response = await fetch(`${CONTROL}/config`, { method: 'POST' });
  return ((await response.json()) as { backend: never }).backend;
}

/** The lines the backend printed for the developer so far (issue 44: `Sign-in code for +91 … (no SMS is sent locally): 123456`). */
export async function printedLines(): Promise<string[]> {
  const response = await fetch(`${CONTROL}/printed`, { method: 'POST' });
  return (await response.json()) as string[];
}
