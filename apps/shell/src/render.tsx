import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { hasServerCopy, takeOverServerCopy } from './features/prerender/api/take-over';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Renders the portal into #root. React's code (above) and the app's (below) are evaluated in tasks of their own: at 4×
 * CPU each is 100–200 ms, and with the page already painted from the server's copy one task of both would hold up a
 * reader's first tap (issue 14: total blocking time counts from the first paint).
 */
export async function renderApp(firstPageCode: Promise<unknown> | undefined) {
  await nextTask();
  const [{ App }, { seedFromCopy }] = await Promise.all([
    import(/* webpackChunkName: "first-app" */ './app/app'),
    import('@thali/render'),
  ]);
  const container = document.getElementById('root') as HTMLElement;
  const root = createRoot(container);
  // The first render as a transition: React renders in slices and yields to the browser between them, so the
  // layout's render is not one long task either.
  const render = () => startTransition(() => root.render(<App />));
  if (hasServerCopy(container) && firstPageCode) {
    // The server sent the page already rendered (a public route's prerendered copy): it stays on screen until the
    // live page can replace it whole, in one commit, rather than by the layout and a skeleton first.
    takeOverServerCopy(container);
    // A copy rendered with its data (a kitchen's menu) hands that data to the live page, whose first commit then
    // shows the same dishes rather than a spinner.
    seedFromCopy(container);
    await firstPageCode.then(render, render);
  } else {
    render();
  }
}
