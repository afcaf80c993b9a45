import type { Server } from 'node:http';

export default async function globalTeardown() {
  const state = (globalThis as Record<string, unknown>).__THALI_E2E__ as
    | { portal: { stop: () => Promise<void> }; control: Server }
    | undefined;
  if (!state) return;
  state.control.closeAllConnections();
  await new Promise((resolve) => state.control.close(resolve));
  await state.portal.stop();
}
