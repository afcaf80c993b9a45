import { HomePage } from '../../features/home/components/home-page';
import { definePage } from '../define-page';

// Its kitchens (with their Deliver-to box) are below the fold, fetched and read as the reader nears them: its copy
// carries no data and depends on no preference, so one copy serves every reader.
export default definePage('home', { component: HomePage, queries: () => [] });
