// Federation settings of the provider dashboard remote: one thin exposed module per route page.
module.exports = {
  name: 'provider_dashboard',
  exposes: {
    './dashboard': './src/app/exposed/dashboard.tsx',
  },
};
