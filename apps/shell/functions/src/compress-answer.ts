// A document the composer sends, compressed for the reader's browser. The function's answers reach the reader through
// Hosting's CDN, which compresses the site's static files itself but passes a function's body on as the function
// wrote it: the Hosting emulator sent a composed /providers as 41.6 KB of plain HTML where `pnpm start` sends ~9 KB
// (the phone profile's 1.6 Mbps: ~0.2 s against 0.04 s before the document is even parsed). Brotli where the browser
// takes it, at a quality that costs ~1 ms for a composed page; gzip otherwise.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { HostedAnswer } from './composer-handler';

export interface EncodedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string | Buffer;
}

/** Smaller than this, compressing saves less than its headers cost. */
const MIN_BYTES = 1024;

/** The encodings an Accept-Encoding header takes (a `q=0` refuses one). */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of [header ?? []].flat().join(',').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q !== undefined && !(Number(q.slice(2)) > 0))) accepted.add(name);
  }
  return accepted;
}

/** `answer` with its body compressed when the browser takes brotli or gzip; `Vary: Accept-Encoding` either way. */
export function compressAnswer(answer: HostedAnswer, acceptEncoding: string | string[] | undefined): EncodedAnswer {
  const headers: Record<string, string | string[]> = { ...answer.headers };
  const varyKey = Object.keys(headers).find((key) => key.toLowerCase() === 'vary');
  const vary = varyKey ? String(headers[varyKey]) : '';
  if (varyKey) delete headers[varyKey];
  headers.Vary = vary ? (/\baccept-encoding\b/i.test(vary) ? vary : `${vary}, Accept-Encoding`) : 'Accept-Encoding';
  const encoded = Object.keys(headers).some((key) => key.toLowerCase() === 'content-encoding');
  const bytes = Buffer.byteLength(answer.body);
  if (encoded || bytes < MIN_BYTES) return { ...answer, headers };
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) {
    const body = brotliCompressSync(answer.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes },
    });
    return { status: answer.status, headers: { ...headers, 'Content-Encoding': 'br' }, body };
  }
  if (accepted.has('gzip')) return { status: answer.status, headers: { ...headers, 'Content-Encoding': 'gzip' }, body: gzipSync(answer.body, { level: 6 }) };
  return { ...answer, headers };
}
