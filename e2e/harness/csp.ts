import type { BrowserContext, Page, Response } from 'playwright-core';

// The Content-Security-Policy check of a journey: every violation the browser reports while the policy is enforced,
// from the first byte of every document (an init script, which runs before the document's own scripts, in every
// frame), and the console's own CSP messages (a violation reported before any listener could run, or in a frame the
// init script did not reach); plus each document's security headers as it arrived. Used by the content-security
// journey under `pnpm start`'s topology, and reusable for any other (the hosted one).

export interface CspViolation {
  /** The document that reported it. */
  documentURI: string;
  /** What was blocked (a URL, 'inline', 'eval'). */
  blockedURI: string;
  effectiveDirective: string;
  /** Where the blocked code stands, when it is in the document (an inline script's start). */
  sample: string;
  source: string;
}

export interface DocumentAnswer {
  url: string;
  status: number;
  headers: Record<string, string>;
}

export interface CspWatch {
  violations: CspViolation[];
  /** Console lines naming the policy (Chromium logs each refusal as an error). */
  consoleReports: string[];
  /** Every main-frame document answer, in order. */
  documents: DocumentAnswer[];
  /** Every report so far, one line each (empty: none). */
  reports(): string[];
  /** Forget what was seen (before the next step). */
  clear(): void;
}

const BINDING = '__thaliCspViolation';

/** The headers every document must carry (values checked by the unit tests; here, that they arrived). */
export const DOCUMENT_SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy'];

/**
 * Starts recording a context's CSP violations and its pages' document headers. Call before the first navigation.
 */
export async function watchContentSecurity(context: BrowserContext): Promise<CspWatch> {
  const watch: CspWatch = {
    violations: [],
    consoleReports: [],
    documents: [],
    reports: () => [
      ...watch.violations.map((v) => `${v.effectiveDirective} blocked ${v.blockedURI || '(inline)'} on ${v.documentURI} ${v.source} ${v.sample}`.trim()),
      ...watch.consoleReports,
    ],
    clear() {
      watch.violations.length = 0;
      watch.consoleReports.length = 0;
      watch.documents.length = 0;
    },
  };
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    watch.violations.push(violation);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      report?.({
        documentURI: event.documentURI,
        blockedURI: event.blockedURI,
        effectiveDirective: event.effectiveDirective,
        sample: event.sample,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '',
      });
    });
  }, BINDING);
  const onPage = (page: Page) => {
    page.on('console', (message) => {
      if (/Content[ -]Security[ -]Policy/i.test(message.text())) watch.consoleReports.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('response', (response: Response) => {
      if (response.request().resourceType() !== 'document' || response.frame() !== page.mainFrame()) return;
      void response.allHeaders().then(
        (headers) => watch.documents.push({ url: response.url(), status: response.status(), headers }),
        () => undefined,
      );
    });
  };
  context.pages().forEach(onPage);
  context.on('page', onPage);
  return watch;
}

/** The security headers a document answer lacks (empty: all there). */
export function missingSecurityHeaders(answer: DocumentAnswer): string[] {
  return DOCUMENT_SECURITY_HEADERS.filter((name) => !answer.headers[name]);
}

/** The script-src of a document's policy, for a failure message. */
export function scriptSources(answer: DocumentAnswer): string {
  return /(?:^|;)\s*script-src ([^;]*)/.exec(answer.headers['content-security-policy'] ?? '')?.[1] ?? '(none)';
}
