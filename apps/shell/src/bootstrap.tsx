import { createRoot } from 'react-dom/client';
import { registerRemoteLocations } from './features/remotes/api/remote-registry';
import { loadRemoteConfig } from './features/remotes/api/load-remote-config';
import { App } from './app/app';

// remotes.json is tiny and same-origin; when it cannot be read the shell still renders and
// only the remotes' routes show their fallback.
loadRemoteConfig()
  .then(registerRemoteLocations)
  .catch((error: unknown) => console.error('Remote configuration unavailable', error))
  .finally(() => {
    createRoot(document.getElementById('root') as HTMLElement).render(<App />);
  });
