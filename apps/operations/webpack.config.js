// Name, port, title and exposed pages come from packages/contract/apps.json.
module.exports = require('@thali/tooling/webpack').createAppConfig(__dirname);
