// The shell is the host: it exposes nothing and learns its remotes at run time from
// /remotes.json (see src/features/remotes), so no remote location is baked into its bundle.
// remotes.json is preloaded by index.html so it arrives with the scripts, not after them.
module.exports = { name: 'shell', exposes: {}, preloadFetches: ['/remotes.json'] };
