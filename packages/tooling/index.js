module.exports = { ...require('./webpack'), ...require('./serve'), ...require('./jest.preset') };
