import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { advanceStartup, hasServerCopy, watchFirstCommit } from '@thali/render/startup';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Renders the portal into #root: the start-up's `code-ready` and `live-committed` (@thali/render's startup.ts). React's
 * code (above) and the app's (below) are evaluated in tasks of their own: at 4× CPU each is 100–200 ms, and with the
 * page already painted from the server's copy one task of both would hold up a reader's first tap (issue 14: total
 * blocking time counts from the first paint).
 */
export async function renderApp(firstPageCode: Promise<unknown> | undefined) {
  await nextTask();
  const [{ App }, { seedFromCopy }, { textsShown }] = await Promise.all([
    import(/* webpackChunkName: "first-app" */ './app/app'),
    import('@thali/render'),
    import('@thali/ui'),
  ]);
  const container = document.getElementById('root') as HTMLElement;
  const root = createRoot(container);
  // The first render as a transition: React renders in slices and yields to the browser between them, so the
  // layout's render is not one long task either. Its first commit is the live page's (take-over.ts).
  const render = () => {
    advanceStartup('code-ready');
    startTransition(() => root.render(<App />));
  };
  const copy = hasServerCopy(container);
  watchFirstCommit(container);
  if (copy && firstPageCode) {
    // The server sent the page already rendered (a public route's prerendered copy): it stays on screen until the
    // live page can replace it whole, in one commit, rather than by the layout and a skeleton first.
    // A copy rendered with its data (a kitchen's menu) hands that data to the live page, whose first commit then
    // shows the same dishes rather than a spinner.
    seedFromCopy(container);
    await firstPageCode.catch(() => {});
  }
  // The layout's and the first page's texts in the language on screen (their modules have registered their catalogues
  // by now): a first render in Marathi that met them still on their way would suspend and be rendered again.
  await textsShown();
  render();
}
