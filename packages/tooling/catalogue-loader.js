// @ts-check
'use strict';
// Webpack loader for a message catalogue (`messages/<lang>.json`, issue 44): each ICU text compiled at build time
// into Lingui's compiled form (text and placeholder arrays), so the browser runs only Lingui's small formatter and
// never downloads the ICU parser (~5 KB gzip). A text that is no valid ICU fails the build with its id.
// @ts-expect-error -- this package's Node10 resolution does not read the exports map, where @lingui/message-utils' types are
const { compileMessage } = /** @type {{ compileMessage: (text: string) => unknown }} */ (require('@lingui/message-utils/compileMessage'));

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
      compiled[id] = compileMessage(text);
    } catch (error) {
      throw new Error(`${this.resourcePath}: "${id}" is not a valid ICU message: ${/** @type {Error} */ (error).message}`);
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
};
