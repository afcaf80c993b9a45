// What /firebase-config.js says when a server fronts a backend: its settings, which the data package reads
// (readConfig). `<` is written as \u003c, the same string in JavaScript, so the text can also stand inside the
// composed document's own <script> element (compose.ts) without ending it.
export const configScript = (config: object): string => `window.__THALI_FIREBASE__ = ${JSON.stringify(config).replace(/</g, '\\u003c')};\n`;
