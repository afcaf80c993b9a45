// Default run-time Firebase settings: none, so the data package uses the local emulators on
// their default ports. A deployment replaces this file with its hosted config, e.g.
// window.__THALI_FIREBASE__ = { apiKey: '…', authDomain: '…', projectId: '…', databaseURL: '…', appId: '…' };
