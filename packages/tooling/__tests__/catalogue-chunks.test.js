// A Marathi (or Hindi) reader's first load fetches the host's texts as one file, not one per feature: the host's
// build groups its catalogues in each language into a chunk of their own. A remote's are left per feature (a whole
// remote's texts are several times what a page of it reads).
const path = require('node:path');
const { createAppConfig } = require('../webpack');

const groupsOf = (app) => createAppConfig(path.resolve(__dirname, '../../../apps', app))({}, { mode: 'production' }).optimization.splitChunks.cacheGroups;

test("the host's catalogues in each language go to one chunk, that language's only", () => {
  const groups = groupsOf('shell');
  for (const lang of ['mr', 'hi']) {
    const group = groups[`messages-${lang}`];
    expect(group).toMatchObject({ name: `messages-${lang}`, chunks: 'async', enforce: true });
    expect(group.test.test(`/repo/apps/shell/src/features/layout/messages/${lang}.json`)).toBe(true);
    expect(group.test.test(`C:\\repo\\packages\\ui\\src\\messages\\${lang}.json`)).toBe(true);
    expect(group.test.test('/repo/apps/shell/src/features/layout/messages/en.json')).toBe(false);
    expect(group.test.test(`/repo/apps/shell/src/features/layout/messages/${lang === 'mr' ? 'hi' : 'mr'}.json`)).toBe(false);
  }
});

test("a remote's catalogues stay a chunk per feature", () => {
  const groups = groupsOf('storefront');
  expect(groups['messages-mr']).toBeUndefined();
  expect(groups['messages-hi']).toBeUndefined();
});
