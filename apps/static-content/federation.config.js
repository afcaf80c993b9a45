// Federation settings of the static content remote: one thin exposed module per route page.
module.exports = {
  name: 'static_content',
  exposes: {
    './delivery-areas': './src/app/exposed/delivery-areas.tsx',
    './about': './src/app/exposed/about.tsx',
    './contact': './src/app/exposed/contact.tsx',
    './privacy-policy': './src/app/exposed/privacy-policy.tsx',
    './terms': './src/app/exposed/terms.tsx',
    './faq': './src/app/exposed/faq.tsx',
  },
};
