const { createWebpackConfig } = require('@thali/tooling/webpack');

module.exports = createWebpackConfig({
  appDir: __dirname,
  federation: require('./federation.config'),
  port: 3004,
  title: 'Thali · Static content (standalone)',
});
