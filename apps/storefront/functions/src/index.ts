// The storefront's Cloud Function (codebase `storefront`, firebase.json): Hosting rewrites /render/** of the
// storefront's site to `storefrontRender`. The storefront's build bundles this file into lib/index.js
// (packages/tooling/build-functions.js) with the files it reads in site/. Settings, justified in the README ("Hosted:
// the composer and the renderer"): Mumbai for Nagpur's readers; no instance kept warm, since the composer sends the
// static copy when this one is slow; 512 MiB for React and the pages; 80 requests per instance, as each mostly waits
// on the database.
import path from 'node:path';
import { onRequest } from 'firebase-functions/v2/https';
import { createRenderHandler } from './render-handler';

// The renderer's React and styled-components in their production builds (serve.js does the same).
process.env.NODE_ENV ??= 'production';

const handle = createRenderHandler({ site: path.join(__dirname, '../site') });

export const storefrontRender = onRequest(
  { region: 'asia-south1', memory: '512MiB', concurrency: 80, minInstances: 0, timeoutSeconds: 10 },
  async (request, response) => {
    const answer = await handle({ method: request.method, url: request.originalUrl || request.url });
    response.status(answer.status).set(answer.headers).send(answer.body);
  },
);
