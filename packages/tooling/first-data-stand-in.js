// A stand-in for the renderer a remote's build leaves beside its server (render-entry.tsx bundled into
// SERVER_RENDERER), shared by the tests of the code that loads it (@thali/render's first-data-server.test.ts) and of
// the server that serves it (serve-first-data.test.js). Plain CommonJS, so both test runners load it as it is.
const fs = require('node:fs');
const path = require('node:path');

/** Writes the renderer's module at `file`, as a later deploy: a different modification time, whatever the clock's resolution. */
function writeRenderer(file, body) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  const when = new Date(Date.now() + Math.floor(Math.random() * 1e6));
  fs.utimesSync(file, when, when);
}

// As the build's renderer does (render-entry.tsx): the kitchen's data through the server's cache when it gives one, keyed
// by the page and the route's params. It runs outside the test's sandbox, so it says what it read in a file beside
// it (kitchenReads()), and a file there takes the database down (databaseDown()).
const kitchenRenderer = (heading) => `
  const fs = require('node:fs');
  const path = require('node:path');
  exports.renderWithData = async (page, params, config, cached) => {
    if (page !== 'menu') return null;
    const read = async () => {
      fs.appendFileSync(path.join(__dirname, 'reads.log'), params.providerId + '\\n');
      if (params.providerId === 'boom' || fs.existsSync(path.join(__dirname, 'database-down'))) throw new Error('database down');
      return params.providerId === 'none' ? null : { name: params.providerId };
    };
    const data = await (cached ? cached(JSON.stringify([page, { providerId: params.providerId }]), read) : read());
    if (!data) return null;
    return { html: '<h1>${heading} ' + data.name + '</h1>', css: '.x{color:red}' };
  };`;

/** The kitchens the renderer at `file` has read, in order. */
function kitchenReads(file) {
  const log = path.join(path.dirname(file), 'reads.log');
  return fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
}

/** Takes the database of the renderer at `file` down, or back up. */
function databaseDown(file, down) {
  const flag = path.join(path.dirname(file), 'database-down');
  if (down) fs.writeFileSync(flag, '');
  else fs.rmSync(flag, { force: true });
}

module.exports = { writeRenderer, kitchenRenderer, kitchenReads, databaseDown };
