// @ts-check
'use strict';
// Webpack loader for a message catalogue (`messages/<lang>.json`, issue 44): each ICU text compiled at build time
// into Lingui's compiled form (text and placeholder arrays), so the browser runs only our small formatter
// (packages/ui/src/i18n/format-compiled.ts) and never downloads the ICU parser (~5 KB gzip). A text that is no valid
// ICU fails the build with its id (compileMessageOrThrow: compileMessage itself logs it and returns it as it is).
// @ts-expect-error -- this package's Node10 resolution does not read the exports map, where @lingui/message-utils' types are
const { compileMessageOrThrow: compileMessage } = /** @type {{ compileMessageOrThrow: (text: string) => unknown }} */ (require('@lingui/message-utils/compileMessage'));

/**
 * @this {{ resourcePath: string }} webpack's loader context
 * @param {string} source
 */
module.exports = function catalogueLoader(source) {
  /** @type {Record<string, unknown>} */
  const table = JSON.parse(source);
  /** @type {Record<string, unknown>} */
  const compiled = {};
  for (const [id, text] of Object.entries(table)) {
    if (typeof text !== 'string') throw new Error(`${this.resourcePath}: "${id}" is not a text`);
    try {
      const parts = /** @type {unknown[]} */ (compileMessage(text));
      // A text without ICU syntax stays a string (the runtime shows it as it is; a server recompiling it gets the same)
      compiled[id] = parts.length === 1 && parts[0] === text ? text : parts;
    } catch (error) {
      throw new Error(`${this.resourcePath}: "${id}" is not a valid ICU message: ${/** @type {Error} */ (error).message}`);
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
};
