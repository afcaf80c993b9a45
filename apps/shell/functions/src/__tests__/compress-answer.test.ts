/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncodings, compressAnswer } from '../compress-answer';

const page = `<!doctype html><html><body>${'<article><h2>Annapurna Tiffin Service</h2><p>Dal, rice and two sabzi.</p></article>'.repeat(200)}</body></html>`;
const document = { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', Vary: 'Cookie, Accept-Language' }, body: page };

test('a composed document goes out in brotli where the browser takes it, else gzip, else as it is; it varies by Accept-Encoding', () => {
  const br = compressAnswer(document, 'gzip, deflate, br, zstd');
  expect(br.headers).toEqual({ 'Content-Type': 'text/html; charset=utf-8', Vary: 'Cookie, Accept-Language, Accept-Encoding', 'Content-Encoding': 'br' });
  expect(brotliDecompressSync(br.body as Buffer).toString('utf8')).toBe(page);
  expect((br.body as Buffer).length).toBeLessThan(page.length / 10);

  const gzip = compressAnswer(document, ['gzip, deflate']);
  expect(gzip.headers['Content-Encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body as Buffer).toString('utf8')).toBe(page);

  const plain = compressAnswer(document, undefined);
  expect(plain).toEqual({ ...document, headers: { ...document.headers, Vary: 'Cookie, Accept-Language, Accept-Encoding' } });
  // refused by q=0: the next one taken
  expect(compressAnswer(document, 'br;q=0, gzip;q=0.5').headers['Content-Encoding']).toBe('gzip');
  expect(compressAnswer(document, 'br;q=0, gzip;q=0').headers['Content-Encoding']).toBeUndefined();
});

test('a small answer, a HEAD and a body already encoded go as they are', () => {
  const small = { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Not found' };
  expect(compressAnswer(small, 'br')).toEqual({ ...small, headers: { ...small.headers, Vary: 'Accept-Encoding' } });
  const head = { ...document, body: '' };
  expect(compressAnswer(head, 'br').body).toBe('');
  const encoded = { ...document, headers: { 'Content-Type': 'text/html; charset=utf-8', 'content-encoding': 'identity', vary: 'accept-encoding' } };
  expect(compressAnswer(encoded, 'br')).toEqual({ ...encoded, headers: { 'Content-Type': 'text/html; charset=utf-8', 'content-encoding': 'identity', Vary: 'accept-encoding' } });
});

test('Accept-Encoding is read with its weights', () => {
  expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br']);
  expect([...acceptedEncodings('BR;q=0.8, gzip;q=0, *;q=0.1')]).toEqual(['br', '*']);
  expect([...acceptedEncodings(['gzip', 'br;q=0.000'])]).toEqual(['gzip']);
  expect([...acceptedEncodings(undefined)]).toEqual([]);
});
