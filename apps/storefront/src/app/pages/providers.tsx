import { ProvidersPage } from '../../features/providers/components/providers-page';
import { kitchensForPlace } from '../../shared/api/kitchens-queries';
import { definePage } from '../define-page';

// With a place to deliver to (the reader's cookie, which the composer passes on: the manifest's `session`), the copy is
// rendered with the kitchens delivering there, so a reload shows the narrowed list before any script runs.
export default definePage('providers', {
  component: ProvidersPage,
  queries: ({ deliver }) => kitchensForPlace(deliver),
});
