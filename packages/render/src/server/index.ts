// @thali/render's server side, for Node (serve.js, webpack.js, the bench): the composer of the shell's documents, the
// remotes' per-request renderer of data pages, the build's prerender and the inline scripts. Node loads it through
// ../../server.cjs, which bundles this file when its sources change.
export { createComposer, COPY_RULES, type ComposedDocument, type ComposerOptions, type ComposeRequest } from './compose';
export { createFirstDataPages, FIRST_DATA_CACHE_ENTRIES, type FirstDataOptions } from './first-data-server';
export { createTtlCache, type TtlCache, type TtlCacheOptions } from './ttl-cache';
export { PrerenderPlugin, prerenderApp, appServerFile, type BuiltApp } from './build-renderer';
export { PRERENDER_DIR, RENDER_DIR, SERVER_RENDERER, layoutFile, pageFile, renderFile, partText, parsePart, publicPages, type Part, type PublicPage } from './copy-files';
export { configScript } from './config-script';
export { inlineScript } from './inline-script';
export type { AppServer, RemoteServer, ShellServer } from './app-server';
export type { PrerenderedPage, Providers } from './prerender-page';
export type { Renderer } from './render-entry';
export { SESSION_COOKIE, LEGACY_THEME_COOKIE, parseSession, sessionCookie, expireLegacyCookie, type SessionPrefs } from '../session/session-cookie';
export {
  contentSecurityPolicy, createIndexDocument, documentHeaders, fileDocumentHeaders, firebaseConfigOf, firebaseSources, inlineScriptHashes,
  remoteOriginsOf, scriptHash, staticHeaders, PERMISSIONS_POLICY,
  type FirebaseSettings, type IndexDocument, type IndexDocumentOptions, type PolicyOptions,
} from './security-headers';
