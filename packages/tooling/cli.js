// The one command-line parser of the scripts (node:util parseArgs): flags are declared, an unknown flag or a
// missing value prints the usage and exits with status 2 instead of being silently ignored.
const { parseArgs } = require('node:util');

/**
 * @param {{ usage: string, options?: import('node:util').ParseArgsConfig['options'], allowPositionals?: boolean }} spec
 * @param {string[]} [args] defaults to the process's arguments
 */
function parseCli({ usage, options = {}, allowPositionals = false }, args = process.argv.slice(2)) {
  if (args.includes('--help')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
}

module.exports = { parseCli };
