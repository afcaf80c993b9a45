// What the shell prerenders around every public page at build time (packages/tooling/prerender.js): the layout.
export { Layout as Frame } from './features/layout/components/layout';
