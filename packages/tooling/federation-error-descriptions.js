// Stands in for @module-federation/error-codes' desc.mjs (its English description of each error code) in production
// builds, as React's production build does with its own errors: an error keeps its code, and getShortErrorMsg adds
// the address of the library's page that explains it (…/troubleshooting/runtime#runtime-008). The descriptions are
// for a developer reading the console, never a reader (the shell's boundaries say what went wrong in plain words),
// and they were ~0.4 KB gzip of the shell's main.js and as much of every remote's remoteEntry.js, on every first load.
const byCode = () => new Proxy({}, { get: (_, code) => (typeof code === 'string' ? `Module Federation error ${code}` : undefined) });

export const runtimeDescMap = byCode();
export const typeDescMap = byCode();
export const buildDescMap = byCode();
export const errorDescMap = byCode();
