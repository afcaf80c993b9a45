// Federation settings of the customer account remote: one thin exposed module per route page.
module.exports = {
  name: 'customer_account',
  exposes: {
    './login': './src/app/exposed/login.tsx',
    './signup': './src/app/exposed/signup.tsx',
    './profile': './src/app/exposed/profile.tsx',
    './cart': './src/app/exposed/cart.tsx',
    './orders': './src/app/exposed/orders.tsx',
    './subscribe': './src/app/exposed/subscribe.tsx',
    './reset-password': './src/app/exposed/reset-password.tsx',
  },
};
