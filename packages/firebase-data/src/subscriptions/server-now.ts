import { onValue, ref } from 'firebase/database';
import type { DataServices } from '../app';

/**
 * The database server's clock (the SDK's `.info/serverTimeOffset` added to this machine's): the rules judge
 * cut-offs and a cancel's end day by the server's time, so the days a client writes must come from it too.
 */
export function serverNow(fb: DataServices): Promise<number> {
  return new Promise((resolve) => {
    // the first value may arrive before onValue returns: the listener is removed once both have happened
    const listener: { stop?: () => void; done: boolean } = { done: false };
    const finish = (offset: number) => {
      if (listener.done) return;
      listener.done = true;
      listener.stop?.();
      resolve(Date.now() + offset);
    };
    listener.stop = onValue(ref(fb.db, '.info/serverTimeOffset'), (snap) => finish(Number(snap.val()) || 0), () => finish(0));
    if (listener.done) listener.stop();
  });
}
