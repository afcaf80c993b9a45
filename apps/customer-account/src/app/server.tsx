// This remote's server side (@thali/render's renderer, app-server.ts): its providers, and its pages by name, found by
// the build in src/app/pages (esbuild bundles every file the pattern matches: a new page needs no edit here).
import { PortalProviders } from '@thali/auth-cart';
import { prepareServerMessages } from '@thali/ui';
import { remoteServer } from '@thali/render/app-server';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a pattern esbuild resolves to every page
export default remoteServer(PortalProviders, (name) => require(`./pages/${name}.tsx`), prepareServerMessages);
