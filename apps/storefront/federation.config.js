// Federation settings of the storefront remote: one thin exposed module per route page.
module.exports = {
  name: 'storefront',
  exposes: {
    './home': './src/app/exposed/home.tsx',
    './providers': './src/app/exposed/providers.tsx',
    './menu': './src/app/exposed/menu.tsx',
  },
};
