/**
 * Bytes a provider's dashboard query (subscribeProviderOrders: indexed, rules-scoped, limitToLast 5)
 * downloads with 1,000 vs 100,000 orders in the database, against the local backend.
 *
 *   pnpm --filter @thali/firebase-data bench
 *
 * Counts every byte the Firebase SDK receives on its WebSocket between subscribing and the first data.
 * For comparison it also reports the size of the whole `orders` node (what the original "read all orders,
 * filter on the client" approach would download).
 */
import path from 'path';
import { setLogLevel } from 'firebase/app';

import net from 'net';

// Count every byte arriving from the database emulator's port (WebSocket frames and all).
let received = 0;
let dbPort = -1;
const emit = net.Socket.prototype.emit;
net.Socket.prototype.emit = function countingEmit(this: net.Socket, event: string | symbol, ...args: unknown[]) {
  if (event === 'data' && this.remotePort === dbPort) received += (args[0] as Buffer).length;
  return emit.call(this, event, ...args);
} as typeof emit;
setLogLevel('silent');

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startDatabaseEmulator, startAuthEmulator } = require('@thali/local-firebase');
import { createFirebase, deleteFirebase } from '../src/services';
import { readConfig } from '../src/config';
import { signUp } from '../src/auth/sign-up';
import { subscribeProviderOrders } from '../src/orders/subscribe-provider-orders';

async function main() {
  const db = await startDatabaseEmulator({ port: 0, rulesPath: path.resolve(__dirname, '../../../database.rules.json'), dataDir: null, namespaces: /^bench-/ });
  const auth = await startAuthEmulator({ port: 0, timeoutMs: 300000 });
  process.env.THALI_DB_PORT = String(db.port);
  dbPort = db.port;
  process.env.THALI_AUTH_PORT = String(auth.port);
  const rows: string[] = [];
  try {
    for (const total of [1_000, 100_000]) {
      const ns = `bench-${total}`;
      process.env.THALI_DB_NAMESPACE = ns;
      const fb = createFirebase(readConfig(), `bench-${total}`);
      const me = await signUp({ name: 'Bench Kitchen', email: `bench-${total}@bench.test`, password: 'secret-123', role: 'meal_provider' }, { staySignedIn: true }, fb);
      // 1 % of the orders are this provider's, the rest belong to 200 other providers.
      const t0 = Date.now();
      for (let start = 0; start < total; start += 10_000) {
        const chunk: Record<string, unknown> = {};
        for (let i = start; i < Math.min(total, start + 10_000); i++) {
          const providerId = i % 100 === 0 ? me.uid : `provider-${i % 200}`;
          // a whole order (issue 37): one line, its fee and total, its step and board key
          const quantity = 1 + (i % 3);
          const timestamp = 1_700_000_000_000 + i * 1000;
          chunk[`o${String(i).padStart(7, '0')}`] = {
            userId: `customer-${i % 5000}`, providerId, lines: { 0: { itemId: `item-${i % 50}`, itemName: 'Varhadi Thali', price: 140, quantity } },
            lineCount: 1, itemsTotal: 140 * quantity, fee: 40, total: 140 * quantity + 40, status: 'pending', step: 'new', timestamp,
            boardKey: `${providerId}|pending|${timestamp}`,
          };
        }
        const r = await fetch(`${db.url}/orders.json?ns=${ns}`, { method: 'PATCH', headers: { authorization: 'Bearer owner' }, body: JSON.stringify(chunk) });
        if (!r.ok) throw new Error(`seed: ${r.status} ${await r.text()}`);
      }
      const seedMs = Date.now() - t0;
      const whole = await fetch(`${db.url}/orders.json?ns=${ns}`, { headers: { authorization: 'Bearer owner' } });
      const wholeBytes = (await whole.arrayBuffer()).byteLength;
      await new Promise((r) => setTimeout(r, 300));
      const before = received;
      const t1 = Date.now();
      const orders = await new Promise<number>((resolve, reject) => {
        const stop = subscribeProviderOrders({ providerId: me.uid, onData: (o) => { stop(); resolve(o.length); }, onError: reject, limit: 5, fb });
      });
      const ms = Date.now() - t1;
      await new Promise((r) => setTimeout(r, 200));
      const bytes = received - before;
      rows.push(`${total.toLocaleString('en-US').padStart(7)} orders in DB (${(total / 100).toLocaleString('en-US')} of them this provider's): dashboard query downloaded ${bytes} bytes for ${orders} orders in ${ms} ms; the whole orders node is ${wholeBytes.toLocaleString('en-US')} bytes (seeded in ${seedMs} ms)`);
      await deleteFirebase(fb);
    }
  } finally {
    await Promise.all([db.stop(), auth.stop()]);
  }
  console.log(rows.join('\n'));
}

main().catch((e) => { console.error(e); process.exit(1); });
