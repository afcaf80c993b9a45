// The security headers of every document the portal's servers send (the shell's composer, its plain index.html, a
// remote's standalone page) and of every other answer. The Content-Security-Policy allows exactly what the portal
// loads: its own origin, the remotes' origins (remotes.json), the Firebase endpoints of its config (the local
// emulators, or hosted Realtime Database, Auth and Storage, with what hosted phone sign-in needs: reCAPTCHA), and its
// inline scripts by their sha256 hashes, computed from the document actually sent — never 'unsafe-inline' or
// 'unsafe-eval' for scripts (no bundle needs eval: webpack's global lookup tries globalThis first, and the federation
// runtime's Function() loaders are for ESM/SystemJS remotes, which Thali's are not). Styles stay 'unsafe-inline':
// styled-components writes <style> elements at run time, and the composer its copies' rules.
// To allow a new origin: add it to the directive below that names what loads it, with a comment saying who needs it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readText } from './read-text';
import path from 'node:path';
import vm from 'node:vm';
import { innerRange, parseHtml, type HTMLElement } from './html';

/** The Firebase settings a page gets (@thali/firebase-data's FirebaseRuntimeConfig; only what the policy reads). */
export interface FirebaseSettings {
  apiKey?: string;
  authDomain?: string;
  projectId?: string;
  databaseURL?: string;
  storageBucket?: string;
  emulators?: { host?: string; authPort?: number; databasePort?: number; storagePort?: number };
}

/**
 * Whether the page talks to hosted Firebase: the same test as @thali/firebase-data's resolveConfig (a config with an
 * apiKey, databaseURL and projectId and no emulators); anything else is the local emulators.
 */
const isHosted = (config: FirebaseSettings | undefined): config is FirebaseSettings & { databaseURL: string } =>
  Boolean(config?.apiKey && config.databaseURL && config.projectId && !config.emulators);

/** The reCAPTCHA hosts Firebase Auth's phone sign-in (and its reCAPTCHA protection) loads scripts and frames from. */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
/**
 * Hosted Realtime Database hosts: the databaseURL's, and the shard a database may redirect its connection to
 * (`s-….firebaseio.com`, `….firebasedatabase.app`).
 */
const DATABASE_HOSTS = ['*.firebasedatabase.app', '*.firebaseio.com'];

interface FirebaseSources {
  connect: string[];
  script: string[];
  img: string[];
  frame: string[];
}

/**
 * Where the page's Firebase SDKs and addresses go for a config. Locally (no config, or one naming the emulators) the
 * browser resolves the same defaults as @thali/firebase-data's resolveConfig: 127.0.0.1, Auth 9099, Database 9000,
 * Storage 9199 (the Database over WebSocket only: app.ts forces it).
 */
export function firebaseSources(config: FirebaseSettings | undefined): FirebaseSources {
  if (!isHosted(config)) {
    const host = config?.emulators?.host ?? '127.0.0.1';
    const database = `${host}:${config?.emulators?.databasePort ?? 9000}`;
    const auth = `http://${host}:${config?.emulators?.authPort ?? 9099}`;
    const storage = `http://${host}:${config?.emulators?.storagePort ?? 9199}`;
    return { connect: [`http://${database}`, `ws://${database}`, auth, storage], script: [], img: [storage], frame: [] };
  }
  const database = new URL(config.databaseURL);
  const databases = [database.origin, `wss://${database.host}`, ...DATABASE_HOSTS.flatMap((host) => [`https://${host}`, `wss://${host}`])];
  const authDomain = config.authDomain ? [`https://${config.authDomain}`] : [];
  return {
    connect: [
      ...databases,
      // sign in, and the token refresh of a remembered session (@thali/firebase-data auth-endpoint.ts)
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      // uploads and pictures (image-src.ts)
      'https://firebasestorage.googleapis.com',
      ...RECAPTCHA_SCRIPTS.slice(0, 1),
    ],
    // The Database SDK falls back to long-polling, by <script> tags to its host, where WebSockets fail (a proxy);
    // reCAPTCHA's api.js.
    script: [database.origin, ...DATABASE_HOSTS.map((host) => `https://${host}`), ...RECAPTCHA_SCRIPTS],
    img: ['https://firebasestorage.googleapis.com'],
    // reCAPTCHA's challenge, and Auth's own frame on the auth domain
    frame: [...RECAPTCHA_FRAMES, ...authDomain],
  };
}

/** The CSP source of an inline script: its text's sha256, as the browser computes it (after newline normalisation). */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;

/** Script types the browser runs (a JSON data block such as the first data is not run, so needs no hash). */
const RUNNABLE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/** Whether an element is an inline script the browser runs (and so the policy must allow by its hash). */
export const isInlineScript = (element: HTMLElement): boolean =>
  element.tagName === 'SCRIPT' && !element.hasAttribute('src') && RUNNABLE.test((element.getAttribute('type') ?? '').trim());

/** The hash of an inline script element, its text read from the source exactly as sent (the parser gives its position). */
export function inlineScriptHash(script: HTMLElement, html: string): string {
  const inner = innerRange(script, html);
  return scriptHash(inner ? html.slice(inner[0], inner[1]) : script.rawText);
}

/** The hashes of the runnable inline scripts under a parsed root of `html`. */
export const inlineScriptHashesOf = (root: HTMLElement, html: string): string[] =>
  [...new Set(root.querySelectorAll('script').filter(isInlineScript).map((script) => inlineScriptHash(script, html)))];

const hashesKept = new Map<string, string[]>();
const HASHES_KEPT = 64;

/**
 * The hashes of the runnable inline scripts of an HTML text, parsed with html.ts's parser. Kept per text, so an
 * unchanged file is not parsed and hashed per request.
 */
export function inlineScriptHashes(html: string): string[] {
  const kept = hashesKept.get(html);
  if (kept) return kept;
  const hashes = inlineScriptHashesOf(parseHtml(html), html);
  hashesKept.set(html, hashes);
  if (hashesKept.size > HASHES_KEPT) hashesKept.delete(hashesKept.keys().next().value as string);
  return hashes;
}

export interface PolicyOptions {
  /** The document sent (its inline scripts are hashed), or its inline scripts' texts. */
  html?: string;
  inlineScripts?: readonly string[];
  /** Or their hashes (scriptHash), when the server knows them already. */
  scriptHashes?: readonly string[];
  /** The origins of the remotes the shell runs (remotes.json): their entries, chunks and pictures. */
  remoteOrigins?: readonly string[];
  /** The Firebase settings the page gets; undefined: none (the local emulators' defaults). */
  firebaseConfig?: FirebaseSettings;
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** The Content-Security-Policy of one document. */
export function contentSecurityPolicy({ html, inlineScripts = [], scriptHashes = [], remoteOrigins = [], firebaseConfig }: PolicyOptions): string {
  const firebase = firebaseSources(firebaseConfig);
  const hashes = unique([...(html === undefined ? [] : inlineScriptHashes(html)), ...inlineScripts.map(scriptHash), ...scriptHashes]);
  const remotes = unique(remoteOrigins);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // the shell's and the remotes' bundles (Module Federation loads entries and chunks by <script>), the inline ones
    ['script-src', unique(["'self'", ...remotes, ...firebase.script, ...hashes])],
    // styled-components' run-time <style> elements and the copies' rules
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: the favicon and the UPI QR code; blob: a photo's preview before upload; https: a dish's image may be any
    // https address a kitchen gave ("Use an image address instead"); the Storage of the kitchens' uploads
    ['img-src', unique(["'self'", 'data:', 'blob:', 'https:', ...remotes, ...firebase.img])],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", ...remotes, ...firebase.connect])],
    ...(firebase.frame.length > 0 ? [['frame-src', firebase.frame] as [string, string[]]] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The headers of every answer, static files included (firebase.json gives Hosting's static answers the same, a test
 * holds them equal): no MIME sniffing of a file into a script or a page, the referrer's path kept to the portal's own
 * origin, and no page of the portal in another site's frame.
 */
export function staticHeaders(): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * No page asks for a powerful feature: the dish photo's "Take a photo" is `<input capture>`, the phone's own camera
 * app, not getUserMedia, so the camera needs no permission either.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** A document's security headers: the static ones, its policy and the features it may not use. */
export function documentHeaders(options: PolicyOptions): Record<string, string> {
  return {
    ...staticHeaders(),
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** The origins of every remote a remotes.json names (a bare URL or `{ entry }`); unreadable entries are skipped. */
export function remoteOriginsOf(remotes: unknown): string[] {
  if (!remotes || typeof remotes !== 'object') return [];
  return unique(
    Object.values(remotes).flatMap((value) => {
      const entry = typeof value === 'string' ? value : (value as { entry?: unknown } | null)?.entry;
      if (typeof entry !== 'string') return [];
      try {
        return [new URL(entry).origin];
      } catch {
        return [];
      }
    }),
  );
}

/**
 * The settings a build's /firebase-config.js gives the page (`window.__THALI_FIREBASE__ = {…}`, a deployer's file,
 * evaluated in an empty context); undefined when it sets none (the local emulators' defaults).
 */
let lastConfig: { script: string; config: FirebaseSettings | undefined } | null = null;

export function firebaseConfigOf(script: string | null): FirebaseSettings | undefined {
  if (!script?.trim()) return undefined;
  // the file changes only with a deploy: evaluated once per text, not per request
  if (lastConfig?.script === script) return lastConfig.config;
  let config: FirebaseSettings | undefined;
  try {
    const context = { window: {} as { __THALI_FIREBASE__?: FirebaseSettings } };
    vm.runInNewContext(script, context, { timeout: 50 });
    config = context.window.__THALI_FIREBASE__;
  } catch {
    config = undefined;
  }
  lastConfig = { script, config };
  return config;
}


function readJson(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

export interface IndexDocumentOptions {
  /** The app's build (index.html, and for the shell remotes.json). */
  dir: string;
  /** The Firebase settings the server gives its pages; undefined: those of the build's /firebase-config.js. */
  firebaseConfig?: FirebaseSettings;
  /** Where the remotes.json the shell runs by is read (a hosted server's own); default: the build's. */
  readRemotes?: () => Promise<unknown>;
}

export interface IndexDocument {
  html: string;
  headers: Record<string, string>;
}

/**
 * A build's index.html as it is, with its headers: for every document a server sends that the composer does not
 * compose (a signed-in page, a route with a query, a remote's standalone app, any SPA path). The files are read per
 * call, so a redeploy is served at once; their hashes are kept per text.
 */
export function createIndexDocument({ dir, firebaseConfig, readRemotes }: IndexDocumentOptions): (request?: { remotes?: unknown }) => Promise<IndexDocument | null> {
  const remotesOf = readRemotes ?? (async () => readJson(await readText(path.join(dir, 'remotes.json'))));
  /** @param request.remotes the remotes.json the caller read (the shell's function: its site's), else readRemotes' */
  return async function indexDocument({ remotes: given }: { remotes?: unknown } = {}) {
    const [html, remotes, config] = await Promise.all([
      readText(path.join(dir, 'index.html')),
      given === undefined ? remotesOf().catch(() => null) : given,
      firebaseConfig ? null : readText(path.join(dir, 'firebase-config.js')),
    ]);
    if (html === null) return null;
    return {
      html,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        // the same document for every reader (the theme script reads the cookie in the browser), revalidated so a
        // redeploy is seen on the next load
        'Cache-Control': 'no-cache',
        ...documentHeaders({ html, remoteOrigins: remoteOriginsOf(remotes), firebaseConfig: firebaseConfig ?? firebaseConfigOf(config) }),
      },
    };
  };
}

/** The same for one HTML file of a build, read synchronously (serve.js's static answers: a prerendered copy). */
export function fileDocumentHeaders(file: string, firebaseConfig?: FirebaseSettings): Record<string, string> {
  let html = '';
  try {
    html = readFileSync(file, 'utf8');
  } catch {
    // no such file: the policy of a page without inline scripts
  }
  return documentHeaders({ html, firebaseConfig });
}
