// The contract between the shell and its remotes. Every app imports it; it has no dependencies and no build step.
export * from './manifest';
export * from './paths';
export * from './match-route';
export * from './login-redirect';
