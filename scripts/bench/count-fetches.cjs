// Preloaded (node --require) into the storefront's server by menu-load.mjs: counts the server's outgoing fetches, which
// are its renderer's database reads over REST, and answers the count over IPC when the bench asks.
let fetches = 0;
const original = globalThis.fetch;
globalThis.fetch = (...args) => {
  fetches += 1;
  return original(...args);
};
process.on('message', (message) => {
  if (message === 'count-fetches') process.send?.({ fetches });
});
// the IPC channel must not keep the server alive on its own, nor stop it from exiting on SIGTERM
process.channel?.unref();
