import { ReviewsSection } from '../../features/reviews/components/reviews-section';
import { DashboardLayout } from '../dashboard-layout';
import { definePage } from '../define-page';

/** /provider-dashboard/reviews: every review of the kitchen, each with its reply or a form to reply. */
function ReviewsPage() {
  return <DashboardLayout section="reviews">{({ providerId }) => <ReviewsSection providerId={providerId} />}</DashboardLayout>;
}

export default definePage('dashboard-reviews', { component: ReviewsPage });
