// What the shell's build renders around every public page (@thali/render's renderer, app-server.ts): the layout, in
// the portal's providers, with an empty slot where the shell's server puts the page.
import { PortalProviders } from '@thali/auth-cart';
import type { ShellServer } from '@thali/render/app-server';
import { prepareServerMessages } from '@thali/ui';
import { Layout } from './features/layout/components/layout';

export default { Providers: PortalProviders, Frame: Layout, prepare: prepareServerMessages } satisfies ShellServer;
