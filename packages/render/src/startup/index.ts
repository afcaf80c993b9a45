// `@thali/render/startup`: the start-up's state machine (startup.ts tells the whole story) and the live page's first
// commit (take-over.ts). The shell runs it; the server reads COPY_CONTROLS_RULE; tests and tools read the states.
export {
  STARTUP_STATES, STARTUP_MOVES, COPY_CONTROLS_RULE, startupState, advanceStartup, announceStartup, reachedStartup, whenStartup,
  type StartupState, type StartupEventDetail,
} from './startup';
export { hasServerCopy, shownInServerCopy, takeOverServerCopy, watchFirstCommit } from './take-over';
