import { HomePage } from '../../features/home/components/home-page';
import { definePage } from '../define-page';

// Its kitchens are below the fold and read as the reader nears them, so its copy carries no data; with a place to
// deliver to it is still rendered per request (the manifest's `session`), so "Deliver to" shows that place.
export default definePage('home', { component: HomePage, queries: () => [] });
