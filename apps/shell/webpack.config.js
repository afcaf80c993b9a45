const { createWebpackConfig } = require('@thali/tooling/webpack');

module.exports = createWebpackConfig({
  appDir: __dirname,
  federation: require('./federation.config'),
  port: 3000,
  title: 'Thali · Home-cooked meals in Nagpur',
});
