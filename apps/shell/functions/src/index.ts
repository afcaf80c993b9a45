// The shell's Cloud Function (codebase `shell`, firebase.json): Hosting rewrites every shell document to `composer`.
// The shell's build bundles this file into lib/index.js (packages/tooling/build-functions.js) with the files it
// reads in site/. Settings, justified in the README ("Hosted: the composer and the renderer"): Mumbai for Nagpur's
// readers; one instance kept warm, since every document of the portal waits for it; 80 requests per instance, as each
// mostly waits on remotes' copies; 10 s at most, though it answers within its 1 s wait for a remote.
import path from 'node:path';
import { onRequest } from 'firebase-functions/v2/https';
import { createComposerHandler } from './composer-handler';
import { compressAnswer } from './compress-answer';

const handle = createComposerHandler({ site: path.join(__dirname, '../site') });

export const composer = onRequest(
  { region: 'asia-south1', memory: '256MiB', concurrency: 80, minInstances: 1, timeoutSeconds: 10 },
  async (request, response) => {
    const answer = compressAnswer(
      await handle({ method: request.method, url: request.originalUrl || request.url, headers: request.headers }),
      request.headers['accept-encoding'],
    );
    response.status(answer.status).set(answer.headers).send(answer.body);
  },
);
