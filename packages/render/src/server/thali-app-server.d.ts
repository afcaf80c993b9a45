// The app's server module, which each app's renderer build points this name at (build-renderer.ts).
declare module 'thali:app-server' {
  const server: import('./app-server').AppServer;
  export default server;
}
