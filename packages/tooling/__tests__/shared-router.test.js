const fs = require('node:fs');
const path = require('node:path');
const { APPS } = require('@thali/contract/node');
const { sharedModules } = require('../webpack');

const root = path.resolve(__dirname, '../../..');
const facade = fs.readFileSync(path.join(__dirname, '../shared/react-router-dom.mjs'), 'utf8');
const provided = new Set(
  facade
    .slice(facade.indexOf('export {') + 'export {'.length, facade.indexOf('}', facade.indexOf('export {')))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(tsx?|jsx?|mjs)$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Every value (not type) imported from react-router-dom anywhere in the apps and packages. */
function importedRouterNames() {
  const names = new Map();
  const files = [...fs.readdirSync(path.join(root, 'apps')).map((a) => path.join(root, 'apps', a, 'src')), path.join(root, 'packages')]
    .filter((dir) => fs.existsSync(dir))
    .flatMap(sourceFiles);
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
      if (match[1]) continue;
      for (const part of match[2].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0].trim();
        if (name && !name.startsWith('type ')) names.set(name, path.relative(root, file));
      }
    }
    if (/import\s+\*\s+as\s+\w+\s+from\s+'react-router-dom'|from\s+'react-router'/.test(text) && !file.endsWith('react-router-dom.mjs')) {
      names.set('(namespace or react-router import)', path.relative(root, file));
    }
  }
  return names;
}

test('every react-router-dom name the code imports is provided by the shared router module', () => {
  const names = importedRouterNames();
  expect(names.size).toBeGreaterThan(5);
  const missing = [...names].filter(([name]) => !provided.has(name)).map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});

test('apps share react-router-dom as one singleton built from the facade, and react-router not on its own', () => {
  for (const app of APPS) {
    const shared = sharedModules(path.join(root, app.dir));
    expect(shared['react-router-dom']).toMatchObject({ singleton: true, import: path.join(__dirname, '../shared/react-router-dom.mjs') });
    expect(shared['react-router-dom'].requiredVersion).toMatch(/^\^7\.\d+\.\d+$/);
    expect(shared['react-router']).toBeUndefined();
  }
});
