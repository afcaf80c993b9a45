// A server renders any reader's page in any language synchronously (renderToString): before its first render it
// compiles and loads every registered catalogue in every language (the catalogues as written, ICU text; the browser's
// are compiled by the build). The renderer calls this once, after requiring the app's pages (render-entry.tsx).
import { LOCALES } from '@thali/domain/languages';
import { loadAllCatalogues, setMessageCompiler } from './i18n-store';

export async function prepareServerMessages(): Promise<void> {
  const { compileMessage } = await import(/* webpackChunkName: "later-message-compiler" */ '@lingui/message-utils/compileMessage');
  setMessageCompiler(compileMessage);
  await loadAllCatalogues(LOCALES);
}
