// What `pnpm start` and `pnpm preview:hosted` share: start everything, say so in a plain sentence if it cannot
// (a busy port, a missing build), and stop everything once on Ctrl-C or SIGTERM.

/**
 * @template {{ stop(): Promise<void> }} T
 * @param {() => Promise<T>} start
 * @param {string} stoppingLine printed when a stop is asked for
 * @returns {Promise<T>} what start gave (the process exits with 1 when it failed)
 */
async function runUntilStopped(start, stoppingLine) {
  let running;
  try {
    running = await start();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${stoppingLine}`);
    await running.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  return running;
}

module.exports = { runUntilStopped };
