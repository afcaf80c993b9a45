import { ReviewsPage } from '../../features/reviews/components/reviews-page';
import { definePage } from '../define-page';

export default definePage('ops-reviews', { component: ReviewsPage });
