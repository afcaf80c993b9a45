// The shell is the host: it exposes nothing and learns its remotes at run time from
// /remotes.json (see src/features/remotes), so no remote location is baked into its bundle.
module.exports = { name: 'shell', exposes: {} };
